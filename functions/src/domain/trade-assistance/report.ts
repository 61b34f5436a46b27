import type { Member } from '@club/shared';

export async function tradeRequestReport(_member: Member, _id: string): Promise<{ filename: string; pdf: Uint8Array }> {
  throw new Error('Trade report: not yet implemented');
}
