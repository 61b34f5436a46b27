import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { anIntroduction } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { IntroDialog } from './intro-dialog';

const URL = routeUrl('createIntroRequest');
const TARGET = { id: 'mem_3', firstName: 'Suresh', lastName: 'Naidu' };
const INTRODUCER = { id: 'mem_2', firstName: 'Anil', lastName: 'Reddy' };
const RELATIONSHIP = routeUrl('getRelationship', { params: { memberId: 'mem_3' } });

/** The dialog with nothing standing between the two, once the form is shown. */
async function setup(answer: Promise<never> | { status: number; body: unknown } = { status: 201, body: anIntroduction() }) {
  const fetchMock = stubFetch((url, init) => {
    if (url === RELATIONSHIP) return { body: { memberId: 'mem_3', relationship: 'none' } };
    return url === URL && init?.method === 'POST' ? answer : undefined;
  });
  const onClose = vi.fn();
  renderWithApi(<IntroDialog target={TARGET} introducer={INTRODUCER} onClose={onClose} />);
  // The form replaces the loading state once the relationship is known.
  await screen.findByLabelText('Message');
  return { fetchMock, onClose, dialog: within(screen.getByRole('dialog', { name: 'Request Introduction' })) };
}

describe('IntroDialog', () => {
  it('names the introducer and target, with Purpose (business first) and Message', async () => {
    const { dialog } = await setup();
    expect(dialog.getByText(/Ask/)).toHaveTextContent('Ask Anil Reddy to introduce you to Suresh Naidu.');
    const purpose = dialog.getByLabelText('Purpose');
    expect(purpose).toHaveValue('business');
    expect([...purpose.querySelectorAll('option')].map((option) => option.value)).toEqual(['business', 'investment', 'hiring', 'collaboration']);
    expect(dialog.getByLabelText('Message')).toBeInTheDocument();
  });

  it('reads Sending... while the request is pending', async () => {
    const user = userEvent.setup();
    const { dialog } = await setup(new Promise<never>(() => {}));
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByRole('button', { name: 'Sending...' })).toBeDisabled();
  });

  it('sends purpose, message, target, introducer and status pending, toasts and closes', async () => {
    const user = userEvent.setup();
    const { fetchMock, onClose, dialog } = await setup();
    await user.selectOptions(dialog.getByLabelText('Purpose'), 'investment');
    await user.type(dialog.getByLabelText('Message'), 'I would like to discuss a seed round.');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Introduction request sent successfully!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', URL)[0]![1]?.body)) as unknown;
    expect(body).toEqual({
      purpose: 'investment',
      message: 'I would like to discuss a seed round.',
      targetUserId: 'mem_3',
      introducerId: 'mem_2',
      status: 'pending',
    });
  });

  it('leaves a blank message out', async () => {
    const user = userEvent.setup();
    const { fetchMock, dialog } = await setup();
    await user.type(dialog.getByLabelText('Message'), '   ');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    await screen.findByText('Introduction request sent successfully!');
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', URL)[0]![1]?.body))).toEqual({
      purpose: 'business',
      targetUserId: 'mem_3',
      introducerId: 'mem_2',
      status: 'pending',
    });
  });

  it('toasts the API’s reason (not a mutual connection) and stays open', async () => {
    const user = userEvent.setup();
    const { onClose, dialog } = await setup({ status: 403, body: { message: 'Anil Reddy is not connected to both of you' } });
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Anil Reddy is not connected to both of you')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.getByRole('button', { name: 'Send Request' })).toBeEnabled();
  });

  it('shows a loading state, not the form, until it knows whether a request is already made', async () => {
    let answer!: (value: { body: unknown }) => void;
    // The relationship answer held until the test releases it (stubFetch hands a promise to fetch as it is).
    const held = new Promise<Response>(
      (resolve) => (answer = (value) => resolve(new Response(JSON.stringify(value.body), { status: 200, headers: { 'content-type': 'application/json' } }))),
    );
    stubFetch((url) => (url === RELATIONSHIP ? (held as Promise<never>) : undefined));
    renderWithApi(<IntroDialog target={TARGET} introducer={INTRODUCER} onClose={vi.fn()} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Request Introduction' }));

    expect(dialog.getByRole('status')).toHaveTextContent('Checking whether you have already asked…');
    expect(dialog.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();

    answer({ body: { memberId: 'mem_3', relationship: 'none', introductionId: 'intro_9' } });
    expect(await screen.findByText('You have already asked for an introduction to Suresh Naidu.')).toBeInTheDocument();
    expect(screen.queryByText('Checking whether you have already asked…')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });

  it('says a request is already made as soon as it opens (a stale nudge), with no form to type into', async () => {
    const stale = { memberId: 'mem_3', relationship: 'none', introductionId: 'intro_9' };
    const fetchMock = stubFetch((url) => (url === routeUrl('getRelationship', { params: { memberId: 'mem_3' } }) ? { body: stale } : undefined));
    renderWithApi(<IntroDialog target={TARGET} introducer={INTRODUCER} onClose={vi.fn()} />);

    expect(await screen.findByText('You have already asked for an introduction to Suresh Naidu.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Request' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your introduction request to Suresh Naidu' })).toHaveAttribute(
      'href',
      '/network-graph?tab=introductions&introduction=intro_9',
    );
    expect(callsTo(fetchMock, 'POST', URL)).toHaveLength(0);
  });

  it('says the two are already connected instead of offering the form', async () => {
    stubFetch((url) =>
      url === routeUrl('getRelationship', { params: { memberId: 'mem_3' } }) ? { body: { memberId: 'mem_3', relationship: 'connected' } } : undefined,
    );
    renderWithApi(<IntroDialog target={TARGET} introducer={INTRODUCER} onClose={vi.fn()} />);

    expect(await screen.findByText('You are already connected with Suresh Naidu.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });
});
