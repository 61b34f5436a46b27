import type { HsCodeDetail, HsCodeResult } from '@club/shared';

export async function searchHsCodes(_search: string, _limit: number): Promise<HsCodeResult[]> {
  throw new Error('HS catalogue: not yet implemented');
}
export async function getHsCodeDetail(_code: string): Promise<HsCodeDetail> {
  throw new Error('HS catalogue: not yet implemented');
}
