import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, primaryIndex } from './keys.js';

/**
 * Where a scheduled run stopped: the cursor of the next page of its input.
 * A run that nears its time limit saves it; the next run resumes from it.
 */
export function scheduleCheckpointEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'scheduleCheckpoint', version: '1', service: SERVICE },
      attributes: {
        schedule: { type: 'string', required: true },
        cursor: { type: 'string' },
        runStartedAt: { type: 'string', required: true },
        processed: { type: 'number', required: true, default: 0 },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        bySchedule: {
          pk: { field: primaryIndex.pk, composite: ['schedule'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: [] },
        },
      },
    },
    config,
  );
}

export type ScheduleCheckpointItem = EntityItem<ReturnType<typeof scheduleCheckpointEntity>>;
