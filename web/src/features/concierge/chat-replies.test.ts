import { describe, expect, it } from 'vitest';
import { CHAT_REPLIES, GENERIC_REPLY, replyFor } from './chat-replies';

const reply = (i: number) => CHAT_REPLIES[i]!.reply;

describe('replyFor', () => {
  it.each([
    ['I need a visa', 0],
    ['My PASSPORT expires', 0],
    ['Set up a meeting', 1],
    ['government approvals', 1],
    ['Can you intro me?', 2],
    ['connect me with exporters', 2],
    ['a venue for 50', 3],
    ['book a hall', 3],
    ['travel to Vizag', 4],
    ['a trip next week', 4],
    ['Tirupati visit', 5],
    ['darshan for my parents', 5],
  ])('"%s" → category %i', (message, index) => {
    expect(replyFor(message)).toBe(reply(index));
  });

  it('follows the spec order when several categories match', () => {
    expect(replyFor('visa for a government meeting')).toBe(reply(0));
    expect(replyFor('book travel for darshan')).toBe(reply(3));
  });

  it('asks for more detail otherwise', () => {
    expect(replyFor('hello')).toBe(GENERIC_REPLY);
  });
});
