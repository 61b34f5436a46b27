import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, renderWithApi, stubFetch } from '../../../test/render-with-api';
import { PostJobDialog } from './post-job-dialog';

const company = { id: 'co-1', name: 'Krishna Delta Rice Mills', industry: 'Agriculture', country: 'India', certifications: [], hsCodes: [], createdAt: 'x' };

function setup(answer: () => Promise<Response>, companies = [company]) {
  const fetchMock = stubFetch(() => undefined);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/jobs' && init?.method === 'POST') return answer();
    if (url.startsWith('/api/companies')) return new Response(JSON.stringify(companies));
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
    const { fetchMock } = setup(async () => new Response('{}', { status: 201 }));
    expect(screen.getByRole('dialog', { name: 'Post Executive Position' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Title/), 'CFO');
    await user.type(screen.getByLabelText(/^Description/), 'Finance');
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/jobs')).toHaveLength(0);
  });

  it('reads "Posting..." while pending, sends the defaults, toasts, resets and closes', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock, onClose } = setup(async () => {
      await gate;
      return new Response('{"id":"j1"}', { status: 201 });
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Post Job' }));
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Job posted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = JSON.parse(String(callsTo(fetchMock, 'POST', '/api/jobs')[0]![1]?.body));
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
    setup(async () => new Response('{}'), []);
    expect(await screen.findByText('You have no company yet. Add your company to post for it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add your company' })).toBeInTheDocument();
  });
});
