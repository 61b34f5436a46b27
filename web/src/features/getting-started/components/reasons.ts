import type { SuggestionReason } from '@club/shared';

/** Why a member is suggested, in words: '2 mutual connections, including Ravi Reddy', 'Also at Godavari Foods', 'AP-Vizag chapter'. */
export function reasonText(reason: SuggestionReason): string {
  switch (reason.kind) {
    case 'mutual': {
      const count = reason.count ?? 1;
      return count === 1 ? `1 mutual connection: ${reason.detail}` : `${count} mutual connections, including ${reason.detail}`;
    }
    case 'company':
      return `Also at ${reason.detail}`;
    case 'chapter':
      return `${reason.detail} chapter`;
  }
}
