import { ROOM_LIMITS, type Deal, type RoomFile } from '@club/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aDeal, aPerson, aRoomFile } from '../../../test/room-file-fixtures';
import { RoomFilesPanel } from './room-files-panel';

const FILES_URL = routeUrl('listRoomFiles', { params: { dealId: 'op1' } });

const files: RoomFile[] = [
  aRoomFile({
    id: 'file_3',
    version: 3,
    olderVersions: [
      { id: 'file_2', version: 2, size: 2_000_000, uploadedAt: '2026-11-20T09:00:00Z', uploadedBy: aPerson() },
      { id: 'file_1', version: 1, size: 1_900_000, uploadedAt: '2026-11-19T09:00:00Z', uploadedBy: aPerson() },
    ],
  }),
  aRoomFile({
    id: 'file_9',
    name: 'Cap table.xlsx',
    category: 'financials',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    size: 48_000,
  }),
  aRoomFile({ id: 'file_8', name: 'FY26 summary.pdf', category: 'financials', size: 310_000 }),
];

function setup(deal: Deal, answer: RoomFile[] = files) {
  const fetchMock = stubFetch((url) => (url === FILES_URL ? { body: answer } : undefined));
  renderWithApi(<RoomFilesPanel deal={deal} />);
  return fetchMock;
}

const groups = () => screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);

describe('RoomFilesPanel', () => {
  it('groups the files by category in the room’s order, each with its facts and a View link', async () => {
    setup(aDeal());

    expect(await screen.findByText('Cap table.xlsx')).toBeInTheDocument();
    expect(groups()).toEqual(['Pitch deck', 'Financials']);
    const financials = within(screen.getByRole('region', { name: 'Financials' }));
    expect(financials.getAllByRole('listitem').map((item) => within(item).getByText(/\.(pdf|xlsx)$/).textContent)).toEqual([
      'Cap table.xlsx',
      'FY26 summary.pdf',
    ]);
    expect(financials.getByText(/XLSX · 48 KB · version 1 · uploaded by Srinivas Rao on/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Godavari PayTech deck.pdf, version 3' })).toHaveAttribute('href', '/investors/deals/op1/files/file_3');
  });

  it('shows the founder the older versions and the Upload button', async () => {
    const user = userEvent.setup();
    setup(aDeal());

    await user.click(await screen.findByText('2 older versions'));

    expect(screen.getByText(/^Version 2 · 2 MB/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Godavari PayTech deck.pdf, version 1' })).toHaveAttribute('href', '/investors/deals/op1/files/file_1');
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('shows a grantee neither older versions nor Upload, and Download only with the permission', async () => {
    // Even if an answer carried older versions, a grantee's panel does not show them.
    setup(aDeal({ myAccess: { role: 'grantee', canView: true, canDownload: false, expiresOn: '2026-12-31' } }));

    expect(await screen.findByText('Cap table.xlsx')).toBeInTheDocument();
    expect(screen.queryByText(/older version/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
    // They see stamped copies only, and a spreadsheet cannot be stamped: no View, and why.
    expect(screen.getByRole('link', { name: 'View FY26 summary.pdf, version 1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Cap table.xlsx, version 1' })).not.toBeInTheDocument();
    const sheet = screen.getByText('Cap table.xlsx').closest('li')!;
    expect(within(sheet).getByText('Only the founder can open this file; PDFs and images are shown stamped with your watermark.')).toBeInTheDocument();
  });

  it('offers a grantee who may download the PDFs, not the spreadsheet (only stamped copies leave; the founder downloads the rest)', async () => {
    setup(aDeal({ myAccess: { role: 'grantee', canView: true, canDownload: true, expiresOn: '2026-12-31' } }));
    expect(await screen.findByRole('button', { name: 'Download FY26 summary.pdf, version 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download Cap table.xlsx, version 1' })).not.toBeInTheDocument();
  });

  it('offers the founder View and Download of every file', async () => {
    setup(aDeal());
    expect(await screen.findByRole('button', { name: 'Download Cap table.xlsx, version 1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Cap table.xlsx, version 1' })).toBeInTheDocument();
  });

  it('shows skeletons while loading, then the empty state', async () => {
    setup(aDeal(), []);
    expect(screen.getByRole('status', { name: 'Loading files' })).toBeInTheDocument();
    expect(await screen.findByText('No files yet')).toBeInTheDocument();
  });
});

describe('UploadFileDialog', () => {
  const choose = async (file: File) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Upload a file' }));
    await user.upload(dialog.getByLabelText('File'), file);
    return { user, dialog };
  };

  it('refuses a file of another type before sending anything', async () => {
    const fetchMock = setup(aDeal());
    const { user, dialog } = await choose(new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));

    expect(dialog.getByRole('alert')).toHaveTextContent('File type must be one of PDF, XLSX, DOCX, PPTX, PNG, JPEG, CSV');
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(callsTo(fetchMock, 'POST', '/api/deals/op1/uploads')).toHaveLength(0);
  });

  it('refuses an oversized file before sending anything', async () => {
    const fetchMock = setup(aDeal());
    const big = new File(['%PDF-'], 'data.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: ROOM_LIMITS.fileBytes + 1 });
    const { user, dialog } = await choose(big);

    expect(dialog.getByRole('alert')).toHaveTextContent('A file may be at most 50 MB');
    await user.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(callsTo(fetchMock, 'POST', '/api/deals/op1/uploads')).toHaveLength(0);
  });

  it('refuses a file the room has no room left for', async () => {
    setup(aDeal({ room: { ...aDeal().room!, bytesUsed: ROOM_LIMITS.roomBytes - 1_000 } }));
    const { dialog } = await choose(new File(['%PDF-1.7 and more bytes'.repeat(100)], 'deck.pdf', { type: 'application/pdf' }));

    expect(dialog.getByRole('alert')).toHaveTextContent(/^The room has 1 KB left of its 500 MB/);
  });

  it('shows the API’s refusal in the dialog', async () => {
    const fetchMock = stubFetch((url, init) => {
      if (url === FILES_URL) return { body: files };
      if (init?.method === 'POST' && url === '/api/deals/op1/uploads')
        return {
          status: 400,
          body: {
            message: 'Invalid request',
            issues: [{ path: ['body', 'category'], message: 'Category must be one of pitch_deck, financials, legal, team, product, other' }],
          },
        };
      return undefined;
    });
    renderWithApi(<RoomFilesPanel deal={aDeal()} />);
    const { user, dialog } = await choose(new File(['%PDF-1.7'], 'deck.pdf', { type: 'application/pdf' }));

    await user.click(dialog.getByRole('button', { name: 'Upload' }));

    expect(await dialog.findByText('Category must be one of pitch_deck, financials, legal, team, product, other')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/deals/op1/uploads')).toHaveLength(1);
  });
});
