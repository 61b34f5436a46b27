import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from '@club/shared/zod';
import { LINK_MAX_LENGTH, routes, type RouteDef, type RouteId } from '@club/shared';
import { loadHandler } from '../test/load-handler.js';
import { signIn, type SignedIn } from '../test/signed-in.js';

/**
 * Every field of every route body that holds a member-supplied link (found by
 * walking the route table's body schemas, so a new one is covered without an
 * edit) refuses a link members must not be handed: 400 naming the field.
 */
const LINK_FIELD = /(url|link|website|site|href|image)$/i;

/** A path into a body: field names, `[]` for "an element of this array". */
type FieldPath = string[];

/** The link fields of a schema (zod 4 mini's definitions: objects, arrays, optional/default wrappers, pipes, unions). */
function linkFields(schema: z.ZodMiniType | undefined, path: FieldPath = [], out: FieldPath[] = []): FieldPath[] {
  const def = (schema as { _zod?: { def?: Record<string, any> } } | undefined)?._zod?.def;
  if (!def) return out;
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodMiniType>)) linkFields(value, [...path, key], out);
      break;
    case 'array':
      linkFields(def.element, [...path, '[]'], out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      linkFields(def.innerType, path, out);
      break;
    case 'pipe':
      linkFields(def.in, path, out);
      linkFields(def.out, path, out);
      break;
    case 'union':
      for (const option of def.options) linkFields(option, path, out);
      break;
    case 'string':
      if (LINK_FIELD.test(path.at(-1) ?? '') && !out.some((p) => p.join('.') === path.join('.'))) out.push(path);
      break;
  }
  return out;
}

/** A body holding `value` at `path` (arrays get one element) and nothing else. */
function bodyWith(path: FieldPath, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (head === '[]') return [bodyWith(rest, value)];
  return { [head]: bodyWith(rest, value) };
}
/** The issue path the API answers for `path` (the array element is index 0). */
const issuePath = (path: FieldPath) => ['body', ...path.map((p) => (p === '[]' ? 0 : p))];

/** Links members must never be handed, each must be refused on every link field. */
const REFUSED: [string, string][] = [
  ['javascript:', 'javascript:alert(document.cookie)'],
  ['javascript: in capitals', 'JaVaScRiPt:alert(1)'],
  ['javascript: after a space', ' javascript:alert(1)'],
  ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ['vbscript:', 'vbscript:msgbox("x")'],
  ['relative', '/members/me'],
  ['scheme-relative', '//evil.example/x'],
  ['no host', 'https://'],
  ['no slashes', 'https:evil.example'],
  ['a user name', 'https://www.linkedin.com@evil.example/in/x'],
  ['a tab inside', 'https://www.linkedin.com/in/\tx'],
  ['a line break inside', 'https://www.linkedin.com/in/x\ny'],
  ['a C1 control inside', 'https://www.linkedin.com/in/x\u0085y'],
  ['a right-to-left override', 'https://www.linkedin.com/in/invoice\u202Efdp.exe'],
  ['an isolate', 'https://www.linkedin.com/in/x\u2066y'],
  ['ftp:', 'ftp://files.example.com/deck.pdf'],
  ['longer than 2,048 characters', `https://www.linkedin.com/in/${'x'.repeat(LINK_MAX_LENGTH)}`],
];

const found = (Object.keys(routes) as RouteId[]).flatMap((id) => linkFields((routes[id] as RouteDef).body).map((path) => ({ id, path })));
const cases = found.flatMap(({ id, path }) => REFUSED.map(([label, value]) => ({ id, path, label, value })));

let admin: SignedIn;
beforeAll(async () => {
  // An admin, so routes with a role reach their validation.
  admin = await signIn('Links', { role: 'admin' });
});

describe('member-supplied link fields', () => {
  it('finds every link field of the route bodies', () => {
    const names = found.map(({ id, path }) => `${id}.${path.join('.')}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'createEvent.sponsors.[].website',
        'updateEvent.sponsors.[].website',
        'createEvent.virtualLink',
        'updateEvent.virtualLink',
        'createEvent.bannerImage',
        'createCompany.website',
        'updateMyProfile.linkedinUrl',
        'createInvestmentOpportunity.pitchDeckUrl',
        'updateInvestmentOpportunity.pitchDeckUrl',
      ]),
    );
  });

  it.each(found.map(({ id, path }) => [id, path.join('.'), path] as const))('%s %s accepts an https and an http link', (id, _, path) => {
    const value = path.at(-1) === 'linkedinUrl' ? 'https://www.linkedin.com/in/sita-devi' : 'http://www.example.com/a/b?c=d#e';
    const parsed = (routes[id] as RouteDef).body!.safeParse(bodyWith(path, value));
    const onField = parsed.error?.issues.filter((issue) => issue.path.join('.') === issuePath(path).slice(1).join('.')) ?? [];
    expect(onField).toEqual([]);
  });

  it.each(cases.map((c) => [c.id, c.path.join('.'), c.label, c] as const))('%s %s refuses %s with 400 on the field', async (id, _, __, { path, value }) => {
    const route = routes[id] as RouteDef;
    const answer = await admin.call(await loadHandler(id), route, {
      body: bodyWith(path, value),
      ...(route.params
        ? { params: Object.fromEntries(Object.keys((route.params as unknown as { shape: object }).shape).map((name) => [name, `link-${name}`])) }
        : {}),
    });
    expect(answer.statusCode, JSON.stringify(answer.json)).toBe(400);
    const issues = (answer.json.issues as { path: (string | number)[]; message: string }[]).filter(
      (issue) => issue.path.join('.') === issuePath(path).join('.'),
    );
    expect(issues.length, JSON.stringify(answer.json.issues)).toBeGreaterThan(0);
    expect(issues.map((issue) => issue.message).join(' ')).toMatch(
      /must be a web address starting with https:\/\/ or http:\/\/|at most 2,048 characters|must be one line without control characters|must not contain text-direction controls/,
    );
  });
});
