import type { FundingStage, TermSheetDownload, TermSheetTemplate } from '@club/shared';
import type { Page, PageRequest } from '../paging.js';

const todo = (): never => {
  throw new Error('Investors API: not yet implemented');
};
export async function listTemplates(_query: PageRequest & { stage?: FundingStage | undefined }): Promise<Page<TermSheetTemplate>> {
  return todo();
}
export async function downloadTemplate(_id: string): Promise<TermSheetDownload> {
  return todo();
}
