import { FUNDING_STAGE_LABELS, type TermSheetDownload } from '@club/shared';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { $add } from 'dynamodb-toolbox/entity/actions/update/symbols';
import type { TermSheetTemplateItem } from './entities/term-sheet-template.js';
import { isConditionFailed } from '../../platform/db/errors.js';
import { investorData } from './data.js';
import { NotFoundError } from '../../platform/lib/errors.js';

// Apart from term-sheets.ts, so the route that lists term sheet templates bundles none of the write builders.

export const TEMPLATE_NOT_FOUND = 'Term sheet template not found';

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
