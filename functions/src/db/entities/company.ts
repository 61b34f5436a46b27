import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, byIdIndex, newestIndex } from './keys.js';

/** How many member images a company item carries for listing cards. */
export const MEMBER_IMAGES_MAX = 3;

/** Companies members belong to (spec 1 §3). */
export function companyEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'company', version: '1', service: SERVICE },
      attributes: {
        id: { type: 'string', required: true },
        name: { type: 'string', required: true },
        industry: { type: 'string', required: true },
        country: { type: 'string', required: true },
        revenueBand: { type: 'string' },
        description: { type: 'string' },
        certifications: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        hsCodes: { type: 'list', items: { type: 'string' }, required: true, default: () => [] },
        website: { type: 'string' },
        createdBy: { type: 'string' },
        /**
         * Up to MEMBER_IMAGES_MAX members (id + profile image), copied here when a
         * membership is created, so a listing page embeds its companies' member
         * images with one BatchGet of companies instead of a read per company.
         */
        memberImages: {
          type: 'list',
          required: true,
          default: () => [],
          items: { type: 'map', properties: { id: { type: 'string', required: true }, profileImageUrl: { type: 'string' } } },
        },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        /** One company by id. */
        byId: byIdIndex,
        /** All companies, newest first. */
        newest: newestIndex,
      },
    },
    config,
  );
}

export type CompanyEntity = ReturnType<typeof companyEntity>;
/** A company as stored (ElectroDB's item type). */
export type CompanyItem = EntityItem<CompanyEntity>;
