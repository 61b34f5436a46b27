import { Entity, type FormattedItem } from 'dynamodb-toolbox/entity';
import { any } from 'dynamodb-toolbox/schema/any';
import { boolean } from 'dynamodb-toolbox/schema/boolean';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { FUNDING_STAGES, type TermSheetTemplate } from '@club/shared';
import { clubTable } from '../../../platform/db/club-table.js';
import { TIMESTAMPS, creationKey, key } from '../../../platform/db/keys.js';

/** Every template, newest first (public ones are listed). */
export const TERM_SHEET_TEMPLATES = { index: 'gsi1', partition: 'TERM_SHEET_TEMPLATES' } as const;

const schema = item({
  id: string().key(),
  name: string(),
  stage: string()
    .enum(...FUNDING_STAGES)
    .optional(),
  description: string().optional(),
  /** The template (spec: `template` json): its sections in order. */
  sections: any().castAs<TermSheetTemplate['sections']>(),
  isPublic: boolean().default(true),
  createdBy: string().optional(),
  downloads: number().default(0),
  gsi1pk: string().hidden().putDefault(TERM_SHEET_TEMPLATES.partition),
  gsi1sk: creationKey(),
});

/** A term sheet template; `downloads` changes only by ADD, one per download. */
export const termSheetTemplateEntity = () =>
  new Entity({
    name: 'termSheetTemplate',
    table: clubTable,
    schema,
    computeKey: ({ id }) => ({ pk: key('TERM_SHEET_TEMPLATE', id), sk: 'TERM_SHEET_TEMPLATE' }),
    timestamps: TIMESTAMPS,
  });

export type TermSheetTemplateEntity = ReturnType<typeof termSheetTemplateEntity>;
export type TermSheetTemplateItem = FormattedItem<TermSheetTemplateEntity>;
