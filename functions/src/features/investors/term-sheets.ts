import { FUNDING_STAGE_LABELS, termSheetTemplateSchema, type FundingStage, type TermSheetDownload, type TermSheetTemplate } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import { TERM_SHEET_TEMPLATES, type TermSheetTemplateItem } from './entities/term-sheet-template.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { queryPage } from '../../platform/db/pages.js';
import { investorData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';
import { readPage, type Page, type PageRequest } from '../../platform/paging.js';
import { defined } from './records.js';

export const TEMPLATE_NOT_FOUND = 'Term sheet template not found';

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

/** The template as a Markdown file. */
export function templateMarkdown(item: TermSheetTemplateItem): string {
  return [
    `# ${item.name}`,
    '',
    ...(item.stage ? [`Stage: ${FUNDING_STAGE_LABELS[item.stage]}`, ''] : []),
    ...(item.description ? [item.description, ''] : []),
    ...item.sections.flatMap((section, i) => [`## ${i + 1}. ${section.heading}`, '', section.body, '']),
    '---',
    'Template from the Telugu Executive Club. It is a starting point, not legal advice: have your counsel review it before use.',
    '',
  ].join('\n');
}

const fileName = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'term-sheet'
  }.md`;

/**
 * POST /api/term-sheet-templates/{id}/download: downloads + 1 (ADD, exact
 * under concurrency, conditioned on a public template), answering the file.
 */
export async function downloadTemplate(id: string): Promise<TermSheetDownload> {
  let item: TermSheetTemplateItem;
  try {
    const { Attributes } = await investorData()
      .termSheetTemplates.build(UpdateItemCommand)
      .item({ id, downloads: $add(1) })
      .options({
        condition: {
          and: [
            { attr: 'id', exists: true },
            { attr: 'isPublic', eq: true },
          ],
        },
        returnValues: 'ALL_NEW',
      })
      .send();
    if (!Attributes) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    item = Attributes;
  } catch (error) {
    if (isConditionFailed(error)) throw new NotFoundError(TEMPLATE_NOT_FOUND);
    throw error;
  }
  return {
    id: item.id,
    filename: fileName(item.name),
    contentType: 'text/markdown; charset=utf-8',
    content: templateMarkdown(item),
    downloads: item.downloads,
  };
}
