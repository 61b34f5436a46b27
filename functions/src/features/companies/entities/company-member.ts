import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, key, linkedKey } from '../../../platform/db/keys.js';

/** The memberships of a company (in the company's partition). */
export const membersOfCompany = (companyId: string) => ({ partition: key('COMPANY', companyId), range: { beginsWith: 'MEMBER#' } }) as const;
/** The companies of a member, newest membership first (`?mine=true`). */
export const companiesOfMember = (memberId: string) => ({ index: 'gsi1', partition: key('MEMBER', memberId, 'COMPANIES') }) as const;

const schema = item({
  companyId: string().key(),
  memberId: string().key(),
  joinedAt: string().default(() => new Date().toISOString()),
  gsi1pk: linkedKey((item) => companiesOfMember(item.memberId as string).partition),
  gsi1sk: linkedKey((item) => key(item.joinedAt as string, item.companyId as string)),
});

/**
 * A member's membership of a company (a member may belong to several).
 * One item per (company, member), in the company's partition, so the
 * ownership check is one GetItem; written with the company on create.
 */
export const companyMemberEntity = () =>
  new Entity({
    name: 'companyMember',
    table: clubTable,
    schema,
    computeKey: ({ companyId, memberId }) => ({ pk: key('COMPANY', companyId), sk: key('MEMBER', memberId) }),
    timestamps: TIMESTAMPS,
  });
