import { lazy, Suspense, type ReactNode } from 'react';
import { JOB_LEVELS, SEARCH_FACETS, labelOf, type Job, type JobLevel } from '@club/shared';
import { Button, Card, Flex, Heading, SearchField, Text } from '@aws-amplify/ui-react';
import { EmptyState, PagedListView } from '../../../components/ui/list-states';
import { PageHeader } from '../../../components/ui/page-header';
import { SavedSearches } from '../../../components/ui/saved-searches';
import { ActionsCard, SideCard, Sidebar } from '../../../components/ui/side-card';
import { toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useSavedSearches, type SavedSearch } from '../../../lib/saved-searches';
import { oneOf, useSearchParamState, type UpdateSearchParams } from '../../../lib/use-search-param-state';
import { useClubStats } from '../../members';
import { FacetFilters, SearchResults, useJobsSearch, useSearchText, type FacetValueLabel, type JobsSearch } from '../../search';
import { useSavedItems } from '../../saved';
import { useJobs } from '../api/list-jobs';
import { useMyApplications } from '../api/list-my-applications';
import { JobCard } from './job-card';
import { useOpenedOnce } from '../../../lib/use-opened-once';

// The dialog carries a form (react-hook-form and the route's zod schema): fetched when first opened, not with the page.
const PostJobDialog = lazy(() => import('./post-job-dialog').then(({ PostJobDialog }) => ({ default: PostJobDialog })));

const LOCATIONS: [string, number][] = [
  ['Hyderabad', 15],
  ['Bangalore', 12],
  ['USA', 8],
  ['Singapore', 5],
];
const ALERT_TEXTS = { label: 'Job Alerts', save: 'Alert me about this search', empty: 'No job alerts yet.', remove: 'Remove alert' };
const CAREER_TIPS = [
  'Keep your profile current',
  'Highlight P&L ownership and outcomes',
  'Ask members for warm introductions',
  'Prepare for board-level conversations',
];

/** A job alert's count of new jobs, over the newest jobs loaded: title, description, company name (and location) contain the text, any case. */
export const matchesJob = (job: Job, text: string): boolean => {
  const needle = text.trim().toLowerCase();
  return !needle || [job.title, job.description, job.company.name, job.location ?? ''].some((f) => f.toLowerCase().includes(needle));
};

/** The facets the search offers beside the level buttons (which set `level`). */
const JOB_FACETS = SEARCH_FACETS.jobs.filter((name) => name !== 'level');
const jobFacetLabel: FacetValueLabel = (facet, value) => (facet === 'remote' ? labelOf(value) : value);

/**
 * Executive Opportunities. Search params: `level`, `q`, `view=applications|saved|alerts`, `create=job`,
 * and the search's facets `location` and `remote`. A text or a facet searches every job through the
 * search service; the newest jobs show otherwise.
 */
export function JobsPage() {
  const [params, update] = useSearchParamState();
  const createOpen = params.get('create') === 'job';
  const createMounted = useOpenedOnce(createOpen);
  const level = oneOf(JOB_LEVELS, params.get('level'));
  const search = params.get('q') ?? '';
  const view = params.get('view');

  return (
    <div className="page">
      <PageHeader title={paths.jobs.title} subtitle={paths.jobs.subtitle}>
        <Button variation="primary" onClick={() => update({ create: 'job' })}>
          Post Job
        </Button>
      </PageHeader>
      <div className="with-sidebar">
        <div className="with-sidebar__main">
          {view === 'applications' ? (
            <Applications onBack={() => update({ view: null })} />
          ) : view === 'saved' ? (
            <SavedJobs onBack={() => update({ view: null })} />
          ) : (
            <JobList level={level} update={update} />
          )}
        </div>
        <JobsSidebar
          level={level}
          search={search}
          onShow={(v) => update({ view: v })}
          onApply={(q, l) => update({ q, level: l === 'all' ? null : l, view: null })}
        />
      </div>
      <Suspense fallback={null}>{createMounted ? <PostJobDialog open={createOpen} onClose={() => update({ create: null })} /> : null}</Suspense>
    </div>
  );
}

function JobList({ level, update }: { level?: JobLevel; update: UpdateSearchParams }) {
  const [params] = useSearchParamState();
  const { text, setText, q, searchNow } = useSearchText();
  const facets = Object.fromEntries(JOB_FACETS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])));
  const searching = q !== '' || Object.keys(facets).length > 0;
  return (
    <>
      <SearchField
        label="Search jobs"
        labelHidden
        placeholder="Search by job title, company, or location..."
        value={text}
        onChange={(e) => setText(e.target.value)}
        onClear={() => setText('')}
      />
      <Flex gap="0.5rem" wrap="wrap" role="group" aria-label="Job level" className="filter-buttons">
        {(['all', ...JOB_LEVELS] as const).map((id) => (
          <Button
            key={id}
            size="small"
            variation={(level ?? 'all') === id ? 'primary' : undefined}
            aria-pressed={(level ?? 'all') === id}
            onClick={() => update({ level: id === 'all' ? null : id })}
          >
            {id === 'all' ? 'All Levels' : id}
          </Button>
        ))}
      </Flex>
      {searching ? (
        <JobSearch search={{ q, ...(level ? { level } : {}), ...facets }} params={params} onFilter={update} onSearch={searchNow} />
      ) : (
        <LatestJobs level={level} />
      )}
    </>
  );
}

/** Every job matching the text and facets, with location and work-mode counts. */
function JobSearch({
  search,
  params,
  onFilter,
  onSearch,
}: {
  search: JobsSearch;
  params: URLSearchParams;
  onFilter: UpdateSearchParams;
  onSearch: (q: string) => void;
}) {
  const jobs = useJobsSearch(search);
  const applications = useMyApplications();
  const applied = new Set(applications.items.map((a) => a.jobId));
  return (
    <Card variation="outlined">
      <Heading level={2}>Search results</Heading>
      <FacetFilters names={JOB_FACETS} facets={jobs.answer?.facets} selected={params} onChange={onFilter} valueLabel={jobFacetLabel} />
      <SearchResults
        search={jobs}
        noun={['job', 'jobs']}
        skeletons={5}
        emptyTitle={search.q ? `No jobs found for “${search.q}”` : 'No jobs found'}
        onDidYouMean={onSearch}
        render={(list) => (
          <div className="card-list">
            {list.map(({ job, highlights }) => (
              <JobCard key={job.id} job={job} highlights={highlights} applied={applied.has(job.id)} />
            ))}
          </div>
        )}
      />
    </Card>
  );
}

/** The newest jobs (of a level), with the club's count. */
function LatestJobs({ level }: { level?: JobLevel }) {
  const jobs = useJobs(level ? { level } : {});
  const applications = useMyApplications();
  const stats = useClubStats();
  const applied = new Set(applications.items.map((a) => a.jobId));
  const shown = jobs.items;
  const total = (level ? stats.data?.jobs.byLevel[level] : stats.data?.jobs.total) ?? shown.length;
  return (
    <>
      <Card variation="outlined">
        <Flex justifyContent="space-between" alignItems="baseline" wrap="wrap" gap="0.5rem">
          <Heading level={2}>Job Opportunities ({total})</Heading>
          <Text className="muted">Latest First</Text>
        </Flex>
        <PagedListView
          list={jobs}
          items={shown}
          skeletons={5}
          label="Loading jobs"
          empty={<EmptyState title="No job listings yet">Be the first to post an executive opportunity!</EmptyState>}
          render={(list) => (
            <div className="card-list">
              {list.map((job) => (
                <JobCard key={job.id} job={job} applied={applied.has(job.id)} />
              ))}
            </div>
          )}
        />
      </Card>
    </>
  );
}

/** A side view of the jobs page (My Applications, Saved Jobs): its title, the way back and one paged list. */
function JobsView({ title, onBack, children }: { title: string; onBack: () => void; children: ReactNode }) {
  return (
    <Card variation="outlined">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap">
        <Heading level={2}>{title}</Heading>
        <Button size="small" variation="link" onClick={onBack}>
          ← All jobs
        </Button>
      </Flex>
      {children}
    </Card>
  );
}

function Applications({ onBack }: { onBack: () => void }) {
  const applications = useMyApplications();
  return (
    <JobsView title="My Applications" onBack={onBack}>
      <PagedListView
        list={applications}
        items={applications.items}
        skeletons={5}
        label="Loading applications"
        empty={<EmptyState title="No applications yet">Press Apply on a job to e-mail the employer; it is recorded here.</EmptyState>}
        render={(shown) => (
          <div className="card-list">
            {shown.map((a) => (a.job ? <JobCard key={a.jobId} job={a.job} applied /> : <Text key={a.jobId}>This job is no longer listed.</Text>))}
          </div>
        )}
      />
    </JobsView>
  );
}

function SavedJobs({ onBack }: { onBack: () => void }) {
  const saved = useSavedItems('job');
  const jobs = saved.items.flatMap((item) => (item.job ? [item.job] : []));
  return (
    <JobsView title="Saved Jobs" onBack={onBack}>
      <PagedListView
        list={saved}
        items={jobs}
        skeletons={5}
        label="Loading saved jobs"
        empty={<EmptyState title="No saved jobs yet">Press Save on a job to keep it here.</EmptyState>}
        render={(shown) => (
          <div className="card-list">
            {shown.map((job) => (
              <JobCard key={job.id} job={job} />
            ))}
          </div>
        )}
      />
    </JobsView>
  );
}

function JobsSidebar({
  level,
  search,
  onShow,
  onApply,
}: {
  level?: JobLevel;
  search: string;
  onShow: (view: 'applications' | 'saved') => void;
  onApply: (q: string, level: string) => void;
}) {
  const stats = useClubStats();
  const alerts = useSavedSearches('club.jobs.alerts');
  const jobs = useJobs();
  const jobStats = stats.data?.jobs;
  const newSince = (text: string, filter: string, since: string) =>
    jobs.items.filter((job) => job.createdAt > since && (filter === 'all' || job.level === filter) && matchesJob(job, text)).length;
  const describeAlert = (a: SavedSearch) =>
    `${a.text || 'Any job'} · ${a.filter === 'all' ? 'All Levels' : a.filter} · ${newSince(a.text, a.filter, a.savedAt)} new`;
  const saveAlert = () => {
    alerts.save(search.trim(), level ?? 'all');
    toast({ title: 'Job alert saved', description: 'New matching jobs will be counted here when you come back.', variant: 'success' });
  };
  return (
    <Sidebar label="Jobs sidebar">
      <SideCard
        title="Job Market"
        stats={[
          ['Total Jobs', jobStats?.total ?? 0],
          ['CXO Level', jobStats?.byLevel.CXO ?? 0],
          ['VP Level', jobStats?.byLevel.VP ?? 0],
          ['Remote Options', (jobStats?.byRemote.remote ?? 0) + (jobStats?.byRemote.hybrid ?? 0)],
        ]}
      />
      <SideCard title="Popular Locations" stats={LOCATIONS} />
      <SideCard title="Career Tips" items={CAREER_TIPS} />
      <ActionsCard>
        <Button onClick={() => onShow('applications')}>My Applications</Button>
        <Button onClick={() => onShow('saved')}>Saved Jobs</Button>
        <SavedSearches texts={ALERT_TEXTS} store={alerts} onSave={saveAlert} onApply={onApply} describe={describeAlert} />
      </ActionsCard>
    </Sidebar>
  );
}
