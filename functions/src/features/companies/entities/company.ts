import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { string } from 'dynamodb-toolbox/schema/string';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key } from '../../../platform/db/keys.js';
import { memberImageSchema } from './member-image.js';

/** How many member images a company item carries for listing cards. */
export const MEMBER_IMAGES_MAX = 3;

/** All companies, newest first (gsi1). */
export const COMPANIES = { index: 'gsi1', partition: 'COMPANIES' } as const;

const schema = item({
  id: string().key(),
  name: string(),
  industry: string(),
  country: string(),
  revenueBand: string().optional(),
  description: string().optional(),
  certifications: list(string()).default(() => []),
  hsCodes: list(string()).default(() => []),
  website: string().optional(),
  createdBy: string().optional(),
  /**
   * Up to MEMBER_IMAGES_MAX members (id + profile image), copied here when a
   * membership is created, so a listing page embeds its companies' member
   * images with one BatchGet of companies instead of a read per company.
   */
  memberImages: list(memberImageSchema).default(() => []),
  gsi1pk: string().hidden().putDefault(COMPANIES.partition),
  gsi1sk: creationKey(),
});

/** Companies members belong to. */
export const companyEntity = () =>
  new Entity({
    name: 'company',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('COMPANY', id), sk: 'COMPANY' }),
    timestamps: TIMESTAMPS,
  });

export type CompanyEntity = ReturnType<typeof companyEntity>;
/** A company as read (createdAt and updatedAt set by the library). */
export type CompanyItem = FormattedItem<CompanyEntity>;
