import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, gsi, primaryIndex } from './keys.js';

/** A job a member applied to (Apply): one per (member, job); newest first per member. */
export function jobApplicationEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'jobApplication', version: '1', service: SERVICE },
      attributes: {
        memberId: { type: 'string', required: true },
        jobId: { type: 'string', required: true },
        appliedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byJob: {
          pk: { field: primaryIndex.pk, composite: ['memberId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['jobId'], casing: 'none' },
        },
        newest: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: ['memberId'], casing: 'none' },
          sk: { field: gsi('gsi1').sk, composite: ['appliedAt', 'jobId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type JobApplicationEntity = ReturnType<typeof jobApplicationEntity>;
/** A job application as stored (ElectroDB's item type). */
export type JobApplicationItem = EntityItem<JobApplicationEntity>;
