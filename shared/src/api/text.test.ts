import { describe, expect, it } from 'vitest';
import { routes } from '../routes.js';
import type { RouteDef } from './route.js';
import { isWebLink } from './links.js';
import { multiLineText } from './multi-line-text.js';
import { singleLine } from './text.js';
import * as z from '../zod.js';

type FieldSchema = { safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } } };
const fieldOf = (id: string, path: string): FieldSchema => {
  const [part, name] = path.split('.') as ['body' | 'query' | 'params', string];
  const schema = (routes as Record<string, RouteDef>)[id]![part] as unknown as { shape: Record<string, FieldSchema> };
  return schema.shape[name]!;
};

/** The one-line fields members and staff write: names, titles, places, file names, links. */
const ONE_LINE: [string, string][] = [
  ['createPost', 'body.title'],
  ['createCompany', 'body.name'],
  ['createCompany', 'body.country'],
  ['createTradeListing', 'body.title'],
  ['createTradeListing', 'body.location'],
  ['createJob', 'body.title'],
  ['createJob', 'body.location'],
  ['updateMyProfile', 'body.firstName'],
  ['updateMyProfile', 'body.lastName'],
  ['updateMyProfile', 'body.title'],
  ['updateMyProfile', 'body.linkedinUrl'],
  ['createConciergeTicket', 'body.title'],
  ['createRoomNight', 'body.hotelName'],
  ['createEvent', 'body.title'],
  ['createEvent', 'body.venue'],
  ['createEvent', 'body.virtualLink'],
  ['createTravelPlan', 'body.city'],
  ['createInvestmentOpportunity', 'body.title'],
  ['createInvestmentOpportunity', 'body.pitchDeckUrl'],
  ['saveInvestorProfile', 'body.fundName'],
  ['updateDeal', 'body.roomName'],
  ['updateDeal', 'body.watermarkTemplate'],
  ['createRoomUpload', 'body.fileName'],
  ['quoteDuty', 'body.originCountry'],
  ['createCulturalRequest', 'body.location'],
  ['recordFestivalDate', 'body.source'],
  ['recordFestivalDate', 'body.sourceUrl'],
  ['createCmRequest', 'body.subject'],
  ['createExchangeRateTable', 'body.source'],
];

const valid = (field: string) => (/url|link/i.test(field) ? 'https://www.linkedin.com/in/ravi' : 'Ravi Kumar');
const withInside = (field: string, character: string) => (/url|link/i.test(field) ? `https://www.linkedin.com/in/ra${character}vi` : `Ravi${character}Kumar`);

describe('one-line text', () => {
  it.each(ONE_LINE)('%s %s refuses control characters and text-direction controls, with the field and why', (id, path) => {
    const field = fieldOf(id, path);
    expect(field.safeParse(valid(path)).success, 'a plain value passes').toBe(true);
    // Right-to-left override, its pop, the embeddings and the isolates.
    for (const direction of ['\u202E', '\u202A', '\u202B', '\u202C', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069']) {
      const result = field.safeParse(withInside(path, direction));
      expect(result.success, `U+${direction.codePointAt(0)!.toString(16)}`).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message).join(' ')).toMatch(/must not contain text-direction controls/);
    }
    for (const control of ['\u0000', '\u0007', '\n', '\t', '\r', '\u007F', '\u0085', '\u009F']) {
      const result = field.safeParse(withInside(path, control));
      expect(result.success, `U+${control.codePointAt(0)!.toString(16)}`).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message).join(' ')).toMatch(/must be one line without control characters/);
    }
  });

  it('keeps the direction marks (U+200E, U+200F) and any script', () => {
    const schema = z.string().check(singleLine('Name'));
    expect(schema.safeParse('\u200Fవెంకట్ రావు\u200E').success).toBe(true);
    expect(schema.safeParse('Venkat\u202Erao').error?.issues[0]?.message).toBe('Name must not contain text-direction controls (U+202A–U+202E, U+2066–U+2069)');
  });

  it('multi-line fields keep their line breaks and tabs', () => {
    expect(fieldOf('createPost', 'body.body').safeParse('Line one\n\tLine two').success).toBe(true);
    expect(fieldOf('createTradeListing', 'body.description').safeParse('Line one\nLine two').success).toBe(true);
  });

  it('the web refuses a stored link with a text-direction control before rendering it', () => {
    expect(isWebLink('https://example.com/invoice\u202Efdp.exe')).toBe(false);
    expect(isWebLink('https://example.com/invoice.pdf')).toBe(true);
  });
});

describe('multi-line text (messages)', () => {
  const message = multiLineText('Message', 20);
  const reasonOf = (value: string) => message.safeParse(value).error?.issues[0]?.message;

  it('keeps line breaks and tabs, trimmed', () => {
    expect(message.parse('  Line one\r\nline\ttwo  ')).toBe('Line one\r\nline\ttwo');
  });

  it('refuses other control characters, bidi overrides, blanks and overlong text, naming the field', () => {
    expect(reasonOf('bell\u0007')).toBe('Message must not contain control characters other than line breaks');
    expect(reasonOf('invoice\u202Efdp.exe')).toMatch(/^Message must not contain text-direction controls/);
    expect(reasonOf('   ')).toBe('Message is required');
    expect(reasonOf('x'.repeat(21))).toBe('Message must be at most 20 characters');
  });
});
