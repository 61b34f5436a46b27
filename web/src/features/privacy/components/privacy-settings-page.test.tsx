import type { DataExport, DeletionState, MemberSession, Visibility } from '@club/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { redirectTo } from '../../../lib/navigation';
import { anExport, aSession } from '../../../test/privacy-fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { PrivacySettingsPage } from './privacy-settings-page';

vi.mock('../../../lib/navigation', () => ({ redirectTo: vi.fn() }));

type Answer = { status?: number; body?: unknown };
const path = (url: string) => url.split('?')[0];
const bodyOf = (call: unknown[] | undefined) => JSON.parse(String((call?.[1] as RequestInit | undefined)?.body)) as unknown;

/** A small server of the page's routes; `exports`, `sessions`, `visibility` and `deletion` are what it stores. */
function server({
  exports = [] as DataExport[],
  sessions = [aSession()] as MemberSession[],
  visibility = { hideFromDirectory: false, hideFromSuggestions: true } as Visibility,
  deletion = { status: 'none' } as DeletionState,
  requestExport = (): Answer => ({ status: 201, body: anExport() }),
  scheduleDeletion = (): Answer => ({ body: { status: 'scheduled', requestedAt: '2026-12-05T10:00:00Z', deleteAfter: '2026-12-19T10:00:00Z' } }),
} = {}) {
  const state = { exports, sessions, visibility, deletion };
  const fetchMock = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path(url) === routeUrl('listMyExports')) return { body: state.exports };
    if (method === 'POST' && url === routeUrl('requestMyExport')) {
      const answer = requestExport();
      if (!answer.status || answer.status < 300) state.exports = [answer.body as DataExport, ...state.exports];
      return answer;
    }
    if (method === 'POST' && url === routeUrl('downloadMyExport', { params: { exportId: 'exp1' } })) {
      return { body: { url: 'http://files.example/exp1.zip?sig=1', fileName: 'my-data.zip', expiresAt: '2026-12-05T10:15:00Z' } };
    }
    if (method === 'GET' && path(url) === routeUrl('listMySessions')) return { body: state.sessions };
    if (method === 'DELETE' && url === routeUrl('signOutOtherSessions')) {
      const signedOut = state.sessions.filter((s) => !s.current).length;
      state.sessions = state.sessions.filter((s) => s.current);
      return { body: { signedOut } };
    }
    if (method === 'GET' && url === routeUrl('getMyVisibility')) return { body: state.visibility };
    if (method === 'PUT' && url === routeUrl('saveMyVisibility')) {
      state.visibility = { ...state.visibility, ...(JSON.parse(String(init?.body)) as Partial<Visibility>) };
      return { body: state.visibility };
    }
    if (method === 'GET' && url === routeUrl('getMyDeletion')) return { body: state.deletion };
    if (method === 'POST' && url === routeUrl('scheduleMyDeletion')) {
      const answer = scheduleDeletion();
      if (!answer.status) state.deletion = answer.body as DeletionState;
      return answer;
    }
    if (method === 'DELETE' && url === routeUrl('cancelMyDeletion')) {
      state.deletion = { status: 'none' };
      return { body: state.deletion };
    }
    return undefined;
  });
  return { fetchMock, state };
}

beforeEach(() => {
  vi.mocked(redirectTo).mockClear();
  sessionStorage.clear();
});

describe('PrivacySettingsPage: your data', () => {
  it('requests an export and shows it being prepared, then downloads a ready one', async () => {
    const user = userEvent.setup();
    const { fetchMock, state } = server();
    renderWithApi(<PrivacySettingsPage />, '/settings/privacy');

    expect(await screen.findByText('No copies requested yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download your data' }));

    const row = await screen.findByTestId('export-row');
    expect(row).toHaveTextContent('Preparing… we’ll e-mail you when it is ready.');
    expect(await screen.findByText('Preparing your data')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', routeUrl('requestMyExport'))).toHaveLength(1);
    // One at a time: the button waits while a copy is prepared.
    expect(screen.getByRole('button', { name: 'Download your data' })).toBeDisabled();

    state.exports = [anExport({ status: 'ready', readyAt: '2026-12-05T10:02:00Z', expiresAt: '2026-12-12T10:02:00Z' })];
    await user.click(await screen.findByRole('button', { name: /^Download your data requested/ }, { timeout: 8000 }));

    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('http://files.example/exp1.zip?sig=1'));
    expect(screen.getByTestId('export-row')).toHaveTextContent('download it until 12 Dec 2026');
  }, 15_000);

  it('shows the server’s reason when an export was already made today (409)', async () => {
    const user = userEvent.setup();
    server({ requestExport: () => ({ status: 409, body: { message: 'You can ask for one copy a day. Try again after 10:00 tomorrow.' } }) });
    renderWithApi(<PrivacySettingsPage />, '/settings/privacy');

    await user.click(await screen.findByRole('button', { name: 'Download your data' }));

    expect(await screen.findByText('You can ask for one copy a day. Try again after 10:00 tomorrow.')).toBeInTheDocument();
    expect(screen.getByText('No copies requested yet')).toBeInTheDocument();
  });

  it('marks the export a mail links to, and says when one has expired', async () => {
    server({
      exports: [
        anExport({ id: 'exp2', status: 'expired', expiresAt: '2026-12-01T10:00:00Z' }),
        anExport({ id: 'exp1', status: 'ready', expiresAt: '2026-12-12T10:00:00Z' }),
      ],
    });
    renderWithApi(<PrivacySettingsPage />, '/settings/privacy?export=exp1');

    const [expired, linked] = await screen.findAllByTestId('export-row');
    expect(expired).toHaveTextContent('Expired on 1 Dec 2026');
    expect(within(expired!).queryByRole('button')).not.toBeInTheDocument();
    expect(expired).not.toHaveAttribute('aria-current');
    expect(linked).toHaveAttribute('aria-current', 'true');
  });
});

describe('PrivacySettingsPage: signed-in devices', () => {
  it('lists devices with this one badged, and signs out everywhere else only after confirming', async () => {
    const user = userEvent.setup();
    const { fetchMock } = server({
      sessions: [
        aSession(),
        aSession({ id: 'ses2', current: false, browser: 'Safari 18', os: 'iOS 18', device: 'mobile', place: 'Hyderabad, IN' }),
        aSession({ id: 'ses3', current: false, browser: 'Firefox 133', os: 'Windows 11' }),
      ],
    });
    renderWithApi(<PrivacySettingsPage />, '/settings/privacy');

    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Safari 18 on iOS 18');
    expect(rows[1]).toHaveTextContent('Hyderabad, IN');
    expect(within(rows[1]!).getByRole('button', { name: 'Sign out Safari 18 on iOS 18' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sign out of every other device?');
    expect(callsTo(fetchMock, 'DELETE', routeUrl('signOutOtherSessions'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, sign out the others' }));

    expect(await screen.findByText('Signed out of 2 devices')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', routeUrl('signOutOtherSessions'))).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });
});

describe('PrivacySettingsPage: visibility', () => {
  it('shows each switch as the hidden field inverted and sends the inverted field on change', async () => {
    const user = userEvent.setup();
    const { fetchMock } = server({ visibility: { hideFromDirectory: false, hideFromSuggestions: true } });
    renderWithApi(<PrivacySettingsPage />, '/settings/privacy');

    const directory = await screen.findByRole('switch', { name: /^Show me in the member directory/ });
    const suggestions = screen.getByRole('switch', { name: /^Show me in people suggestions/ });
    expect(directory).toBeChecked();
    expect(suggestions).not.toBeChecked();

    directory.focus();
    await user.keyboard(' ');

    expect(await screen.findByText('Visibility saved')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT', routeUrl('saveMyVisibility'))[0])).toEqual({ hideFromDirectory: true });
    expect(directory).not.toBeChecked();

    await user.click(suggestions);
    await waitFor(() => expect(callsTo(fetchMock, 'PUT', routeUrl('saveMyVisibility'))).toHaveLength(2));
    expect(bodyOf(callsTo(fetchMock, 'PUT', routeUrl('saveMyVisibility'))[1])).toEqual({ hideFromSuggestions: false });
    await waitFor(() => expect(suggestions).toBeChecked());
  });
});

describe('PrivacySettingsPage: delete your account', () => {
  it('schedules only once DELETE is typed, then shows the date and Keep my account cancels', async () => {
    const user = userEvent.setup();
    const { fetchMock } = server();
    renderWithApi(<PrivacySettingsPage />, '/settings/privacy');

    const remove = await screen.findByRole('button', { name: 'Delete my account' });
    expect(remove).toBeDisabled();
    expect(screen.getByText(/deleted 14 days after you ask/)).toBeInTheDocument();
    const field = screen.getByLabelText('Type DELETE to confirm');
    await user.type(field, 'delete');
    expect(remove).toBeDisabled();
    await user.clear(field);
    await user.type(field, 'DELETE');
    expect(remove).toBeEnabled();
    await user.click(remove);

    expect(await screen.findByText('Your account will be deleted on 19 Dec 2026.')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'POST', routeUrl('scheduleMyDeletion'))[0])).toEqual({ confirm: 'DELETE' });
    // The page answered the sign-in question: the shell does not ask it again this session.
    expect(sessionStorage.getItem('club.deletion-question-asked')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Keep my account' }));

    expect(await screen.findByText('Your account stays')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', routeUrl('cancelMyDeletion'))).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeDisabled();
  });

  it('shows the server’s reason when the last admin asks (409)', async () => {
    const user = userEvent.setup();
    server({ scheduleDeletion: () => ({ status: 409, body: { message: 'You are the club’s last admin: make someone else an admin first.' } }) });
    renderWithApi(<PrivacySettingsPage />, '/settings/privacy');

    await user.type(await screen.findByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText('You are the club’s last admin: make someone else an admin first.')).toBeInTheDocument();
    expect(screen.queryByText(/will be deleted on/)).not.toBeInTheDocument();
  });
});
