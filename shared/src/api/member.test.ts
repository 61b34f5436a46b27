import { describe, expect, it } from 'vitest';
import { memberSchema, toMember } from './member.js';

/** A stored member with every field memberSchema knows, and fields it drops (as the members entity stores them). */
const fullItem = () => {
  const item: Record<string, unknown> = {};
  for (const field of Object.keys(memberSchema.shape)) item[field] = `${field}-value`;
  return {
    ...item,
    role: 'admin',
    badges: ['founder', 'exporter'],
    chapters: ['USA'],
    contactVisibility: 'members',
    hideFromDirectory: true,
    hideFromSuggestions: false,
    updatedAt: '2026-01-02T00:00:00.000Z',
    shareContact: true,
    reputationScore: 12,
  };
};

const minimalItem = () => ({
  id: 'm1',
  email: 'a@example.com',
  firstName: 'Asha',
  lastName: 'Rao',
  role: 'member',
  badges: [],
  chapters: [],
  createdAt: '2026-01-01T00:00:00.000Z',
});

const outcome = (read: () => unknown) => {
  try {
    return { value: read() };
  } catch (error) {
    return { error: String(error) };
  }
};

describe('toMember', () => {
  it('answers what memberSchema parses, field for field and in its order', () => {
    for (const item of [fullItem(), minimalItem()]) {
      const parsed = memberSchema.parse(item);
      const member = toMember(item);
      expect(member).toEqual(parsed);
      expect(Object.keys(member)).toEqual(Object.keys(parsed));
    }
  });

  it('refuses what memberSchema refuses, with its error', () => {
    const { email: _email, ...withoutEmail } = minimalItem();
    const refused = [
      { ...minimalItem(), badges: ['founder', 'astronaut'] },
      { ...minimalItem(), chapters: ['Mars'] },
      { ...minimalItem(), role: 'owner' },
      { ...minimalItem(), contactVisibility: 'everyone' },
      { ...minimalItem(), firstName: 7 },
      { ...minimalItem(), hideFromDirectory: 'yes' },
      withoutEmail,
    ];
    for (const item of refused) {
      const expected = outcome(() => memberSchema.parse(item));
      expect(expected.error).toBeDefined();
      expect(outcome(() => toMember(item))).toEqual(expected);
    }
  });

  it('copies the lists, so changing the member never changes the item', () => {
    const stored = { ...minimalItem(), badges: ['founder'] };
    const member = toMember(stored);
    member.badges.push('investor');
    expect(stored.badges).toEqual(['founder']);
  });
});
