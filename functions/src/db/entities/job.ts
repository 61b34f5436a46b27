import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { JOB_LEVELS, REMOTE_OPTIONS } from '@club/shared';
import { SERVICE, byIdIndex, newestIn, newestIndex } from './keys.js';

/** Executive positions (spec 1 §3). */
export function jobEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'job', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        title: { type: 'string', required: true },
        level: { type: JOB_LEVELS, required: true },
        location: { type: 'string' },
        salaryBand: { type: 'string' },
        description: { type: 'string', required: true },
        requirements: { type: 'string' },
        benefits: { type: 'string' },
        applyEmail: { type: 'string', required: true },
        relocationAssistance: { type: 'boolean', required: true, default: false },
        remoteOptions: { type: REMOTE_OPTIONS, required: true, default: 'onsite' },
        companyId: { type: 'string', required: true },
        /**
         * The company's id and name, copied when the job is written so a page
         * is one Query (companies are never renamed); absent on jobs written
         * before issue 11 (read with a BatchGet of their companies).
         */
        company: {
          type: 'map',
          properties: {
            id: { type: 'string', required: true },
            name: { type: 'string', required: true },
          },
        },
        /** The member who posted it: `?mine=true`. */
        postedBy: { type: 'string', required: true },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        /** One job by id. */
        byId: byIdIndex,
        /** All jobs, newest first. */
        newest: newestIndex,
        /** Jobs of one level (CXO, VP, Director, Manager), newest first. */
        byLevel: newestIn('gsi2', ['level'], 'default'),
        /** Jobs a member posted, newest first (`?mine=true`). */
        byPoster: newestIn('gsi3', ['postedBy']),
      },
    },
    config,
  );
}

export type JobEntity = ReturnType<typeof jobEntity>;
/** A job as stored (ElectroDB's item type). */
export type JobItem = EntityItem<JobEntity>;
