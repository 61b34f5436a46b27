import { describe, expect, it } from 'vitest';
import { TICKET_CODE_ALPHABET, TICKET_CODE_LENGTH, isShortTicketCode, normalizeTicketCode, spacedTicketCode } from '@club/shared';
import { newTicketCode } from './ticket-code.js';

/** Characters read for one another on a screen or aloud: none of them may be in a code. */
const LOOK_ALIKES = ['0', 'O', 'D', 'Q', '1', 'I', 'L', '2', 'Z', '5', 'S', '6', 'G', '8', 'B', 'U', 'V'];

describe('ticket codes', () => {
  it('are 8 characters of the alphabet, which has no look-alikes and no lower case', () => {
    expect(TICKET_CODE_LENGTH).toBe(8);
    for (const char of LOOK_ALIKES) expect(TICKET_CODE_ALPHABET).not.toContain(char);
    expect(TICKET_CODE_ALPHABET).toMatch(/^[0-9A-Z]+$/);
    expect(new Set(TICKET_CODE_ALPHABET).size).toBe(TICKET_CODE_ALPHABET.length);
    for (let i = 0; i < 1_000; i += 1) {
      const code = newTicketCode();
      expect(code).toHaveLength(8);
      for (const char of code) expect(TICKET_CODE_ALPHABET).toContain(char);
      expect(isShortTicketCode(code)).toBe(true);
    }
  });

  it('use every character of the alphabet and do not repeat (random, not a sequence)', () => {
    const codes = Array.from({ length: 2_000 }, newTicketCode);
    expect(new Set(codes).size).toBe(codes.length);
    const seen = new Set(codes.join(''));
    expect(seen.size).toBe(TICKET_CODE_ALPHABET.length);
    // Each character about 1/19 of the time: 16,000 draws, expected ≈ 842 each.
    const counts = [...TICKET_CODE_ALPHABET].map((char) => codes.join('').split(char).length - 1);
    for (const count of counts) expect(count).toBeGreaterThan(650);
  });

  it('read as typed: spaces, dashes and lower case of a short code are forgiven; a long code keeps its case', () => {
    expect(normalizeTicketCode(' ac3f-9kxm ')).toBe('AC3F9KXM');
    expect(normalizeTicketCode('AC3F 9KXM')).toBe('AC3F9KXM');
    expect(normalizeTicketCode(' aB-cd_efGhijKLmnopQRstuvWX ')).toBe('aB-cd_efGhijKLmnopQRstuvWX');
    expect(normalizeTicketCode('ac3f9kx0')).toBe('ac3f9kx0');
    expect(spacedTicketCode('AC3F9KXM')).toBe('AC3F 9KXM');
  });
});
