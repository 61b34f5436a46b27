import { Entity, type EntityConfiguration, type EntityItem } from 'electrodb';
import { SERVICE, gsi, primaryIndex } from './keys.js';

/**
 * A member's membership of a company (a member may belong to several).
 * One item per (company, member); written with the company on create.
 */
export function companyMemberEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'companyMember', version: '1', service: SERVICE },
      attributes: {
        companyId: { type: 'string', required: true },
        memberId: { type: 'string', required: true },
        joinedAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        /** Members of a company; also the ownership check (one GetItem by company + member). */
        byCompany: {
          pk: { field: primaryIndex.pk, composite: ['companyId'], casing: 'none' },
          sk: { field: primaryIndex.sk, composite: ['memberId'], casing: 'none' },
        },
        /** Companies of a member, newest membership first (`?mine=true`). */
        byMember: {
          index: 'gsi1',
          pk: { field: gsi('gsi1').pk, composite: ['memberId'], casing: 'none' },
          sk: { field: gsi('gsi1').sk, composite: ['joinedAt', 'companyId'], casing: 'none' },
        },
      },
    },
    config,
  );
}

export type CompanyMemberEntity = ReturnType<typeof companyMemberEntity>;
/** A company membership as stored (ElectroDB's item type). */
export type CompanyMemberItem = EntityItem<CompanyMemberEntity>;
