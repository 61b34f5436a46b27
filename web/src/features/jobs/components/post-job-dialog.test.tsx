import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { routeUrl } from '../../../lib/api-client';
import { aCompany, aJob } from '../../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { PostJobDialog } from './post-job-dialog';

const company = aCompany();
/** POST /api/jobs (createJob) is the path of listJobs. */
const jobsUrl = routeUrl('listJobs');
const posted = () => new Response(JSON.stringify(aJob()), { status: 201 });

function setup(answer: () => Promise<Response>, companies = [company]) {
  const fetchMock = stubFetch(() => undefined);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === jobsUrl && init?.method === 'POST') return answer();
    if (url.startsWith(routeUrl('listCompanies'))) return new Response(JSON.stringify(companies));
    return new Response('[]');
  });
  const onClose = vi.fn();
  renderWithApi(<PostJobDialog open onClose={onClose} />);
  return { fetchMock, onClose };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Title/), 'Chief Financial Officer');
  await user.type(screen.getByLabelText(/^Description/), 'Lead finance for a rice exporter.');
  await user.type(screen.getByLabelText(/Apply e-mail/), 'hr@krishnarice.example.com');
  await screen.findByRole('option', { name: company.name });
  await user.selectOptions(screen.getByLabelText(/^Company/), company.id);
}

describe('PostJobDialog', () => {
  it('is titled "Post Executive Position" and refuses an empty apply e-mail with the required-fields toast', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup(async () => posted());
    expect(screen.getByRole('dialog', { name: 'Post Executive Position' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), 'CFO');
    await user.type(screen.getByLabelText(/^Description/), 'Finance');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', jobsUrl)).toHaveLength(0);
  });

  it('reads "Posting..." while pending, sends the defaults, toasts, resets and closes', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock, onClose } = setup(async () => {
      await gate;
      return posted();
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', jobsUrl)[0]![1]?.body));
    expect(body).toMatchObject({ level: 'CXO', remoteOptions: 'onsite', relocationAssistance: false, companyId: company.id });
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('toasts the failure message', async () => {
    const user = userEvent.setup();
    setup(async () => new Response('{"message":"Forbidden"}', { status: 403 }));
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Failed to post job. Please try again.')).toBeInTheDocument();
  });

  it('says how to add a company when the member has none', async () => {
    setup(async () => posted(), []);
    expect(await screen.findByText('You have no company yet. Add your company to post for it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your company' })).toBeInTheDocument();
  });
});
