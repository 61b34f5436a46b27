import { JobApplicationEntity } from './job-application.js';
import { MemberTagEntity } from './member-tag.js';
import { SavedItemEntity } from './saved-item.js';

/** Directory tags, saved items and job applications, registered with db(). */
export const memberEntities = {
  memberTags: MemberTagEntity,
  savedItems: SavedItemEntity,
  jobApplications: JobApplicationEntity,
};
