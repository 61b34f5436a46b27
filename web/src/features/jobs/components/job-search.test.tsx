import type { JobResult } from '@club/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aJob } from '../../../test/fixtures';
import { marked } from '../../../test/search-fixtures';
import { openSearchPage } from '../../../test/search-page';
import { JobsPage } from './jobs-page';

describe('Jobs search', () => {
  it('searches every job for the typed text, with location and work-mode facets and the level buttons', async () => {
    const { searches } = openSearchPage<JobResult>(<JobsPage />, '/jobs', 'searchJobs', (query) => ({
      total: query.get('remote') ? 1 : 3,
      results: [{ job: aJob({ id: 'j1', title: 'Chief Financial Officer' }), highlights: { title: marked('Chief [Financial] Officer') } }],
      facets: {
        location: [{ value: 'Hyderabad', count: 2 }],
        remote: [
          { value: 'remote', count: 1 },
          { value: 'onsite', count: 2 },
        ],
      },
    }));
    await userEvent.type(screen.getByLabelText('Search jobs'), 'finance');
    expect(await screen.findByText('3 jobs found')).toBeInTheDocument();
    expect(screen.getByText('Financial', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('?q=finance');

    await userEvent.selectOptions(screen.getByLabelText('Work mode'), 'remote');
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'CXO' }));
    await waitFor(() => expect(searches().at(-1)?.toString()).toBe('q=finance&level=CXO&remote=remote'));
  });

  it('offers the did-you-mean when nothing is found', async () => {
    openSearchPage<JobResult>(<JobsPage />, '/jobs?q=finanse', 'searchJobs', (query) =>
      query.get('q') === 'finance' ? { results: [{ job: aJob() }] } : { results: [], didYouMean: 'finance' },
    );
    expect(await screen.findByText('No jobs found for “finanse”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'finance' }));
    expect(await screen.findByText('1 job found')).toBeInTheDocument();
    expect(screen.getByLabelText('Search jobs')).toHaveValue('finance');
  });
});
