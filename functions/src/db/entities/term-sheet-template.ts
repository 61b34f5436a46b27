import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { FUNDING_STAGES, type TermSheetTemplate } from '@club/shared';
import { SERVICE, byIdIndex, newestIndex } from './keys.js';

/** A term sheet template (spec 2 §3.3); `downloads` changes only by ADD, one per download. */
export function termSheetTemplateEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'termSheetTemplate', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        name: { type: 'string', required: true },
        stage: { type: FUNDING_STAGES },
        description: { type: 'string' },
        /** The template (spec: `template` json): its sections in order. */
        sections: { type: 'any', required: true },
        isPublic: { type: 'boolean', required: true, default: true },
        createdBy: { type: 'string' },
        downloads: { type: 'number', required: true, default: 0 },
        createdAt: { type: 'string', required: true, default: () => new Date().toISOString() },
      },
      indexes: {
        byId: byIdIndex,
        /** Every template, newest first (public ones are listed). */
        newest: newestIndex,
      },
    },
    config,
  );
}

export type TermSheetTemplateItem = Omit<EntityItem<ReturnType<typeof termSheetTemplateEntity>>, 'sections'> & {
  sections: TermSheetTemplate['sections'];
};
