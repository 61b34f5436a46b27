/** Job board values. */

export const JOB_LEVELS = ['CXO', 'VP', 'Director', 'Manager'] as const;
export type JobLevel = (typeof JOB_LEVELS)[number];
export const REMOTE_OPTIONS = ['remote', 'hybrid', 'onsite'] as const;
export type RemoteOption = (typeof REMOTE_OPTIONS)[number];
