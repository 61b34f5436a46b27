import type { RoomView } from '@club/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { aMember, renderApp } from '../../../test/render-app';
import { aDeal, aRoomView } from '../../../test/room-file-fixtures';
import { readingClock } from '../page-reads';
import { RoomFileViewerPage } from './file-viewer-page';

// pdf.js needs a canvas and a worker; a stand-in loads 12 pages at once (or never, for a URL saying so).
vi.mock('react-pdf', async () => {
  const { useEffect, useState } = await import('react');
  return {
    pdfjs: { GlobalWorkerOptions: {} },
    Document: ({ file, onLoadSuccess, children }: { file: string; onLoadSuccess: (pdf: { numPages: number }) => void; children: React.ReactNode }) => {
      const [loaded, setLoaded] = useState<string>();
      useEffect(() => {
        if (file.includes('never-loads') || loaded === file) return;
        setLoaded(file);
        onLoadSuccess({ numPages: 12 });
      }, [file, loaded, onLoadSuccess]);
      return (
        <div data-testid="pdf-document" data-file={file}>
          {loaded === file ? children : 'Loading'}
        </div>
      );
    },
    Page: ({ pageNumber }: { pageNumber: number }) => <div>Page image {pageNumber}</div>,
  };
});

const VIEW_URL = routeUrl('viewRoomFile', { params: { dealId: 'op1', fileId: 'file_3' } });
const PAGES_URL = routeUrl('logPageReads', { params: { dealId: 'op1', viewId: 'view_1' } });

function setup(views: (RoomView | (() => RoomView) | { status: number; body: unknown })[], deal = aDeal()) {
  let served = 0;
  const fetchMock = stubFetch((url, init) => {
    if (url === routeUrl('getDeal', { params: { dealId: 'op1' } })) return { body: deal };
    if (url === VIEW_URL && init?.method === 'POST') {
      const next = views[Math.min(served++, views.length - 1)]!;
      const answer = typeof next === 'function' ? next() : next;
      return 'viewId' in answer ? { body: answer } : answer;
    }
    if (url === PAGES_URL && init?.method === 'POST') return { body: { logged: 1 } };
    return undefined;
  });
  const view = renderWithApi(
    <Routes>
      <Route path="/investors/deals/:dealId/files/:fileId" element={<RoomFileViewerPage />} />
    </Routes>,
    '/investors/deals/op1/files/file_3',
  );
  return { fetchMock, ...view };
}

const pagesSent = (fetchMock: ReturnType<typeof stubFetch>) =>
  callsTo(fetchMock, 'POST', PAGES_URL).map(([, init]) => ({ ...(JSON.parse(String(init?.body)) as object), keepalive: Boolean(init?.keepalive) }));

describe('RoomFileViewerPage', () => {
  it('draws the member’s watermark over the PDF page, page by page with Previous and Next', async () => {
    const user = userEvent.setup();
    setup([aRoomView()]);

    expect(await screen.findByText('Page image 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Godavari PayTech deck.pdf' })).toBeInTheDocument();
    const page = screen.getByText('Page image 1').parentElement!;
    const watermark = within(page).getByTestId('watermark');
    expect(within(watermark).getAllByText('Confidential · Ravi Kumar · ravi@example.com · 27 Nov 2026').length).toBeGreaterThan(10);
    expect(screen.getByText('Page 1 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page image 2')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(screen.getByText('Page 3 of 12')).toBeInTheDocument();
    expect(within(screen.getByText('Page image 3').parentElement!).getByTestId('watermark')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the room' })).toHaveAttribute('href', '/investors/deals/op1');
  });

  it('sends the time on each page in batches of ten, and the rest with keepalive on leaving', async () => {
    let now = 0;
    const realNow = readingClock.now;
    readingClock.now = () => now;
    const user = userEvent.setup();
    const { fetchMock, unmount } = setup([aRoomView()]);
    await screen.findByText('Page image 1');

    for (let page = 2; page <= 11; page++) {
      now += 1_000;
      await user.keyboard('{ArrowRight}');
    }
    expect(screen.getByText('Page 11 of 12')).toBeInTheDocument();
    expect(pagesSent(fetchMock)).toEqual([{ pages: Array.from({ length: 10 }, (_, i) => ({ page: i + 1, durationMs: 1_000 })), keepalive: false }]);

    now += 4_000;
    unmount();

    expect(pagesSent(fetchMock)).toEqual([
      { pages: Array.from({ length: 10 }, (_, i) => ({ page: i + 1, durationMs: 1_000 })), keepalive: false },
      { pages: [{ page: 11, durationMs: 4_000 }], keepalive: true },
    ]);
    readingClock.now = realNow;
  });

  it('asks for a new view when the URL runs out before the document loaded', async () => {
    // The first answer's URL lives 200 ms from when it is answered and never loads.
    const { fetchMock } = setup([
      () => aRoomView({ url: 'https://bucket.example/never-loads', expiresAt: new Date(Date.now() + 200).toISOString() }),
      aRoomView({ viewId: 'view_2' }),
    ]);

    expect(await screen.findByText('Page image 1')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', VIEW_URL)).toHaveLength(2);
    expect(screen.getByTestId('pdf-document')).toHaveAttribute('data-file', aRoomView().url);
  });

  it('stops asking by itself after three URLs ran out unloaded, and offers Try again', async () => {
    // Each answer is a fresh URL that lives 200 ms and never loads.
    const { fetchMock } = setup([() => aRoomView({ url: 'https://bucket.example/never-loads', expiresAt: new Date(Date.now() + 200).toISOString() })]);

    expect(await screen.findByText('This file could not be opened.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', VIEW_URL)).toHaveLength(4);
  });

  it('shows an image inline under the same watermark', async () => {
    setup([aRoomView({ contentType: 'image/png', fileName: 'Team photo.png' })]);

    const image = await screen.findByRole('img', { name: 'Team photo.png' });
    expect(within(image.parentElement!).getByTestId('watermark')).toHaveTextContent('Confidential · Ravi Kumar');
  });

  it('says an Office file cannot be previewed and offers its founder Download', async () => {
    setup([aRoomView({ contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', fileName: 'Cap table.xlsx', canDownload: true })]);

    expect(await screen.findByRole('heading', { name: 'This file cannot be previewed here' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download Cap table.xlsx' })).toBeInTheDocument();
  });

  it('shows a grantee’s stamped copy of an image page by page, as the PDF it is', async () => {
    setup(
      [aRoomView({ contentType: 'image/png', shownType: 'application/pdf', fileName: 'Team photo.png' })],
      aDeal({ myAccess: { role: 'grantee', canView: true, canDownload: false, expiresOn: '2026-12-31' } }),
    );

    expect(await screen.findByText('Page image 1')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Team photo.png' })).not.toBeInTheDocument();
    expect(screen.getByText('PNG · version 2')).toBeInTheDocument();
  });

  it('tells a grantee refused an Office file that only the founder opens it, and why', async () => {
    setup(
      [{ status: 403, body: { message: 'Only the founder can open this file' } }],
      aDeal({ myAccess: { role: 'grantee', canView: true, canDownload: true, expiresOn: '2026-12-31' } }),
    );

    expect(await screen.findByRole('heading', { name: 'Only the founder can open this file' })).toBeInTheDocument();
    expect(screen.getByText(/PDFs and images are shown stamped with your watermark/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
  });

  it('asks a member without access to ask the founder, with a link to the room', async () => {
    setup([{ status: 403, body: { message: 'You have no access to this room' } }], aDeal({ myAccess: { role: 'none', canView: false, canDownload: false } }));

    expect(await screen.findByRole('heading', { name: 'Ask the founder for access' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the data room' })).toHaveAttribute('href', '/investors/deals/op1');
  });

  it('is its own route below the deal’s room', async () => {
    stubFetch((url, init) => {
      if (url === routeUrl('getAuthUser')) return { body: aMember() };
      if (url === routeUrl('getUnreadNotificationCount')) return { body: { count: 0, messages: 0 } };
      if (url === VIEW_URL && init?.method === 'POST') return { body: aRoomView() };
      return undefined;
    });

    renderApp('/investors/deals/op1/files/file_3');

    expect(await screen.findByRole('heading', { level: 1, name: 'Godavari PayTech deck.pdf' })).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 12')).toBeInTheDocument();
  });
});
