import { Entity } from 'electrodb';
import { SERVICE, byIdIndex, newestIndex } from './keys.js';

/** Companies members belong to (spec 1 §3). */
export const CompanyEntity = new Entity({
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
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    /** One company by id. */
    byId: byIdIndex,
    /** All companies, newest first. */
    newest: newestIndex,
  },
});
