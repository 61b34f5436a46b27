import { PREVIEW, type Highlights, type Job, labelOf, preview, timeAgo } from '@club/shared';
import { Badge, Card, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { SaveButton } from '../../saved';
import { Highlighted } from '../../search';
import { applyHref, useApply } from '../api/apply-to-job';

/** A job: title, company, level, location, work arrangement, description cut at 120, Apply and Save; a search result marks the words it matched. */
export function JobCard({
  job,
  highlights = {},
  applied = false,
  actions = true,
}: {
  job: Job;
  highlights?: Highlights;
  applied?: boolean;
  actions?: boolean;
}) {
  const apply = useApply();
  const done = applied || apply.isSuccess;
  return (
    <Card variation="outlined" className="job-card">
      <Flex justifyContent="space-between" alignItems="baseline" gap="0.5rem" wrap="wrap">
        <Heading level={3} className="job-card__title">
          <Highlighted parts={highlights.title} fallback={job.title} />
        </Heading>
        <Badge size="small" variation="info">
          {job.level}
        </Badge>
      </Flex>
      <Text fontWeight="600">
        <Highlighted parts={highlights.company} fallback={job.company.name} />
      </Text>
      <Text className="muted">
        {[job.location, labelOf(job.remoteOptions), job.salaryBand, job.relocationAssistance ? 'Relocation assistance' : undefined].filter(Boolean).join(' · ')}
      </Text>
      <Text>
        <Highlighted parts={highlights.description} fallback={preview(job.description, PREVIEW.jobDescription)} />
      </Text>
      <Flex justifyContent="space-between" alignItems="center" gap="0.5rem" wrap="wrap">
        <Text as="span" className="muted">
          {timeAgo(job.createdAt)}
        </Text>
        {actions ? (
          <Flex gap="0.5rem" alignItems="center">
            <SaveButton kind="job" itemId={job.id} />
            <a className="amplify-button amplify-button--primary amplify-button--small" href={applyHref(job)} onClick={() => apply.mutate(job.id)}>
              {done ? 'Applied ✓' : 'Apply'}
            </a>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}
