import { termSheetTemplateSchema, type FundingStage, type TermSheetTemplate } from '@club/shared';
import { TERM_SHEET_TEMPLATES, type TermSheetTemplateItem } from './entities/term-sheet-template.js';
import { queryPage } from '../../platform/db/pages.js';
import { investorData } from './data.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { defined } from './records.js';

export const toTemplate = (item: TermSheetTemplateItem): TermSheetTemplate => {
  const { isPublic: _public, createdBy: _by, ...rest } = item;
  return termSheetTemplateSchema.parse(defined(rest));
};

/** GET /api/term-sheet-templates: public templates newest first, optionally of one stage (a filter expression; one Query). */
export async function listTemplates({ limit, cursor, stage }: PageRequest & { stage?: FundingStage | undefined }): Promise<Page<TermSheetTemplate>> {
  const page = await readPage(cursor, () =>
    queryPage(investorData().termSheetTemplates, TERM_SHEET_TEMPLATES, {
      limit,
      cursor,
      filter: stage
        ? {
            and: [
              { attr: 'isPublic', eq: true },
              { attr: 'stage', eq: stage },
            ],
          }
        : { attr: 'isPublic', eq: true },
    }),
  );
  return { items: page.items.map(toTemplate), cursor: page.cursor };
}
