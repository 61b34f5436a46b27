import { routes } from '@club/shared';
import { TextField } from '@aws-amplify/ui-react';
import { useMutation } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, call, routeUrl } from '../../lib/api-client';
import { aCompany } from '../../test/fixtures';
import { callsTo, renderWithApi, stubFetch } from '../../test/render-with-api';
import { applyServerIssues, commaList, FormDialog, leaveOutBlank, messageOf, useZodForm } from '.';

const URL = routeUrl('createCompany');
const HS_RULE = 'Use HS codes of 2 to 10 digits, separated by commas.';

/** A form as the dialogs build one: the createCompany schema, comma-separated HS codes, required fields. */
function CompanyForm({ onSaved }: { onSaved: () => void }) {
  const save = useMutation({ mutationFn: (body: Parameters<typeof call<'createCompany'>>[1]['body']) => call('createCompany', { body }) });
  const form = useZodForm(routes.createCompany.body, {
    defaultValues: { name: '', industry: '', country: '', hsCodes: '', website: '' },
    toBody: (values) => ({ ...leaveOutBlank(values, ['website']), hsCodes: commaList(values.hsCodes) }),
    required: ['name', 'industry', 'country'],
    messages: { hsCodes: HS_RULE },
  });
  const submit = form.onSubmit((body) => save.mutate(body, form.mutateOptions(onSaved)));
  return (
    <FormDialog open onClose={vi.fn()} title="Test company" onSubmit={submit} submitLabel="Save company" pendingLabel="Saving..." isPending={save.isPending}>
      <TextField label="Company name" isRequired {...form.field('name')} />
      <TextField label="Industry" isRequired {...form.field('industry')} />
      <TextField label="Country" isRequired {...form.field('country')} />
      <TextField label="HS codes" {...form.field('hsCodes')} />
      <TextField label="Website" {...form.field('website')} />
    </FormDialog>
  );
}

function setup(answer: () => Promise<Response>) {
  const fetchMock = stubFetch(() => undefined);
  fetchMock.mockImplementation(async (input, init) => (String(input) === URL && init?.method === 'POST' ? answer() : new Response('[]')));
  const onSaved = vi.fn();
  renderWithApi(<CompanyForm onSaved={onSaved} />);
  return { fetchMock, onSaved };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Company name/), 'Kotagiri Coir Exports');
  await user.type(screen.getByLabelText(/^Industry/), 'Coir products');
  await user.type(screen.getByLabelText(/^Country/), 'India');
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('useZodForm', () => {
  it('shows the required-fields toast, no field messages, and sends nothing when a required field is blank', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup(async () => json(201, aCompany()));
    await user.type(screen.getByLabelText(/^Company name/), '   ');
    await user.type(screen.getByLabelText(/^Website/), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByText('Website must be a web address starting with https:// or http://')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', URL)).toHaveLength(0);
  });

  it('shows the schema’s messages under their fields (an item of a comma list under the list, with its fixed message)', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup(async () => json(201, aCompany()));
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^HS codes/), '5305, coir');
    await user.type(screen.getByLabelText(/^Website/), 'kotagiri dot com');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    expect(await screen.findByText('Website must be a web address starting with https:// or http://')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription('Website must be a web address starting with https:// or http://');
    expect(screen.getByLabelText(/^HS codes/)).toHaveAccessibleDescription(HS_RULE);
    expect(screen.getByLabelText(/^Company name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', URL)).toHaveLength(0);
  });

  it('re-validates a field as the member types after the first submit: a fixed field loses its message', async () => {
    const user = userEvent.setup();
    const { fetchMock } = setup(async () => json(201, aCompany()));
    const website = screen.getByLabelText(/^Website/);
    await fillRequired(user);
    await user.type(website, 'kotagiri');
    expect(website).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    await waitFor(() => expect(website).toHaveAccessibleDescription('Website must be a web address starting with https:// or http://'));
    await user.clear(website);
    await user.type(website, 'https://kotagiri.example.com');
    await waitFor(() => expect(website).not.toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByText('Website must be a web address starting with https:// or http://')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^HS codes/), 'coir');
    await waitFor(() => expect(screen.getByLabelText(/^HS codes/)).toHaveAccessibleDescription(HS_RULE));
    await user.clear(screen.getByLabelText(/^Company name/));
    expect(screen.getByLabelText(/^Company name/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, 'POST', URL)).toHaveLength(0);
  });

  it('clears a 400’s field message once the member edits the field', async () => {
    const user = userEvent.setup();
    setup(async () => json(400, { message: 'Invalid request', issues: [{ path: ['body', 'name'], message: 'A company with this name exists' }] }));
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    const name = screen.getByLabelText(/^Company name/);
    await waitFor(() => expect(name).toHaveAccessibleDescription('A company with this name exists'));
    await user.type(name, ' Ltd');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid', 'true'));
  });

  it('puts a 400’s issues under the fields they name and keeps the values', async () => {
    const user = userEvent.setup();
    const { onSaved } = setup(async () =>
      json(400, {
        message: 'Invalid request',
        issues: [
          { path: ['body', 'website'], message: 'Website is not reachable' },
          { path: ['body', 'website'], message: 'A second website issue' },
          { path: ['body', 'name'], message: 'A company with this name exists' },
          { path: ['query', 'country'], message: 'Not a body field' },
        ],
      }),
    );
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Website/), 'https://kotagiricoir.example.com');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    await waitFor(() => expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription('Website is not reachable'));
    expect(screen.getByLabelText(/^Company name/)).toHaveAccessibleDescription('A company with this name exists');
    expect(screen.getByLabelText(/^Country/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('A second website issue')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('Kotagiri Coir Exports');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('disables submit and shows the pending label while the request runs, then sends the parsed body and resets', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { fetchMock, onSaved } = setup(async () => {
      await gate;
      return json(201, aCompany({ id: 'co-1' }));
    });
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^HS codes/), ' 5305, , 5702 ');
    await user.click(screen.getByRole('button', { name: 'Save company' }));
    const pending = await screen.findByRole('button', { name: 'Saving...' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    release();
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Save company' })).toBeEnabled();
    expect(screen.getByLabelText(/^Company name/)).toHaveValue('');
    const calls = callsTo(fetchMock, 'POST', URL);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({
      name: 'Kotagiri Coir Exports',
      industry: 'Coir products',
      country: 'India',
      hsCodes: ['5305', '5702'],
      certifications: [],
    });
  });
});

describe('applyServerIssues', () => {
  const issues = { message: 'Invalid request', issues: [{ path: ['body', 'tags', 3], message: 'Too long' }] };

  it('maps a 400’s body issues by their field, with a field’s fixed message', () => {
    const setError = vi.fn();
    expect(applyServerIssues(new ApiError(400, '400: …', issues), setError, { tags: 'Use at most 10 tags.' })).toBe(true);
    expect(setError).toHaveBeenCalledWith('tags', { type: 'server', message: 'Use at most 10 tags.' }, { shouldFocus: true });
  });

  it('leaves other failures to the failure toast', () => {
    const setError = vi.fn();
    expect(applyServerIssues(new ApiError(500, '500: boom', issues), setError)).toBe(false);
    expect(applyServerIssues(new ApiError(400, '400: Bad Request'), setError)).toBe(false);
    expect(applyServerIssues(new Error('network'), setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('form helpers', () => {
  it('finds the first message however deep a field’s error is', () => {
    expect(messageOf({ message: 'Top' })).toBe('Top');
    expect(messageOf([undefined, { message: 'Item 2', ref: { message: 'not this' } }])).toBe('Item 2');
    expect(messageOf(undefined)).toBeUndefined();
  });

  it('splits comma lists and leaves blank optional texts out', () => {
    expect(commaList(' ISO 9001, , APEDA ,')).toEqual(['ISO 9001', 'APEDA']);
    expect(leaveOutBlank({ title: ' T ', unit: '  ', location: ' Kochi ' }, ['unit', 'location'])).toEqual({
      title: ' T ',
      unit: undefined,
      location: 'Kochi',
    });
  });
});
