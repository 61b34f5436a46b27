import * as z from '@club/shared/zod';
import type { RouteDef } from '@club/shared';

/**
 * Seeded bad-input generator for the route fuzz suite (route-fuzz.ts).
 * Everything here is deterministic for a given seed: the same seed gives the
 * same inputs in the same order, so a failure is reproduced by its seed and label.
 */

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One bad request. `expectRefused`: the route must answer 4xx (and write nothing); otherwise only "no 5xx". */
export interface FuzzInput {
  label: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  rawBody?: string;
  /** Headers over apiEvent's own; `undefined` leaves one out (the Origin a write carries). */
  headers?: Record<string, string | undefined>;
  /** Session cookie handling: `keep` (the member's), `replace` (only `cookies`), `add` (member's + `cookies`). */
  cookieMode: 'keep' | 'replace' | 'add';
  cookies?: string[];
  expectRefused: boolean;
  /** The exact status a refusal must have, where the rule says which (400 for a body that is not an object). */
  expectStatus?: number;
}

const HUGE = 200 * 1024;
const deep = (levels: number, open: string, close: string, leaf = '1') => open.repeat(levels) + leaf + close.repeat(levels);
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Bad JSON values as raw JSON text (so `1e309`, `-0` and `__proto__` survive as sent). */
export const BAD_JSON_VALUES: Record<string, string> = {
  null: 'null',
  true: 'true',
  false: 'false',
  zero: '0',
  negZero: '-0',
  inf: '1e309',
  negInf: '-1e309',
  denormal: '1e-320',
  unsafeInt: '9007199254740993',
  negative: '-1',
  fraction: '1.5',
  nanString: '"NaN"',
  infString: '"Infinity"',
  hexString: '"0x53"',
  exponentString: '"2.02e3"',
  impossibleDay: '"2027-13-45"',
  notLeapDay: '"2027-02-29"',
  emptyString: '""',
  blank: '"   "',
  nul: JSON.stringify('a\u0000b'),
  rtl: JSON.stringify('\u202Eevil\u202C.exe'),
  emoji: JSON.stringify('😀👨‍👩‍👧‍👦'),
  loneSurrogate: '"\\ud800"',
  huge: JSON.stringify('x'.repeat(HUGE)),
  hugeUnicode: JSON.stringify('తె'.repeat(20_000)),
  longId: JSON.stringify('a'.repeat(10_001)),
  html: JSON.stringify('<script>alert(1)</script>'),
  emptyArray: '[]',
  array: '["a",1,null]',
  emptyObject: '{}',
  object: '{"a":"b"}',
  protoObject: '{"__proto__":{"polluted":true}}',
  constructorObject: '{"constructor":{"prototype":{"polluted":true}}}',
  deepArray: deep(5000, '[', ']'),
  deepObject: deep(5000, '{"a":', '}'),
};

/** Bad path parameter values (raw strings as the Lambda receives them). */
export const BAD_PARAM_VALUES: Record<string, string> = {
  empty: '',
  blank: '   ',
  longId: 'a'.repeat(10_001),
  badPercent: '%E0%A4%A',
  lonePercent: '%',
  percentNul: '%00',
  percentSlash: '%2F',
  slash: 'a/b',
  dotdot: '../../etc/passwd',
  nul: 'a\u0000b',
  rtl: '\u202Eevil',
  emoji: '😀',
  proto: '__proto__',
  constructor: 'constructor',
  inf: '1e309',
  negZero: '-0',
  nan: 'NaN',
  hex: '0x7e4',
  exponent: '2.02e3',
  impossibleDay: '2027-13-45',
  hash: 'a#b',
  query: 'a?b=c',
  space: 'a b',
  json: '{"a":1}',
};

/** Bad query values. */
export const BAD_QUERY_VALUES: Record<string, string> = {
  empty: '',
  abc: 'abc',
  negative: '-1',
  zero: '0',
  hugeLimit: '99999999999999999999',
  inf: '1e309',
  denormal: '1e-320',
  fraction: '1.5',
  nan: 'NaN',
  negZero: '-0',
  hex: '0x14',
  exponent: '2.02e3',
  padded: ' 20 ',
  impossibleDay: '2027-13-45',
  notLeapDay: '2027-02-29',
  badPercent: '%E0%A4%A',
  lonePercent: '%',
  nul: 'a\u0000b',
  rtl: '\u202Eevil',
  longString: 'q'.repeat(10_001),
  cursorBang: '!!!!',
  cursorKeyShape: b64url('{"pk":"x","sk":"y"}'),
  cursorWrongTypes: b64url('{"pk":1,"sk":null}'),
  cursorArray: b64url('[1,2,3]'),
  cursorNotJson: b64url('{not json'),
  cursorProto: b64url('{"__proto__":{"pk":"x"}}'),
  cursorHuge: b64url(JSON.stringify({ pk: 'x'.repeat(3000) })),
  proto: '__proto__',
};

/** Bodies that are not a JSON object at all (sent raw). */
const RAW_BODIES: Record<string, string> = {
  truncated: '{',
  missingValue: '{"a":}',
  singleQuotes: "{'a':1}",
  bareKeys: '{a:1}',
  trailingComma: '{"a":1,}',
  extraBrace: '{"a":1}}',
  bom: '\uFEFF{}',
  undefinedWord: 'undefined',
  nanWord: 'NaN',
  nulByte: '\u0000',
  openArray: '[',
  topArray: '[]',
  topNumber: '42',
  topString: '"hello"',
  topNull: 'null',
  topTrue: 'true',
  topInf: '1e309',
  deepArray: deep(5000, '[', ']'),
  deepObject: deep(5000, '{"a":', '}'),
  hugeInvalid: '{"a":"' + 'x'.repeat(HUGE),
};

const WRONG_CONTENT_TYPES = ['text/plain', '', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp', 'text/json'];

/** Cookies a browser may carry for other apps on the host: must be skipped, never fatal. */
export const GARBAGE_COOKIES = ['foo=100%', 'bar=%E0%A4%A', '=novalue', 'baz', 'club_session=%'];

/** The fields of an object schema (zod 4), or none when the schema is not an object. */
export function objectFields(schema: z.ZodMiniType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodMiniObject) return Object.keys(schema.shape);
  const shape = (schema as { shape?: unknown }).shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

/** Does the schema refuse this input (the route's validation then must answer 400)? */
const refuses = (schema: z.ZodMiniType | undefined, input: unknown): boolean => !!schema && !schema.safeParse(input).success;

/** `{ ... }` as raw JSON text from key → raw value text, so any key (`__proto__`) and any number text survive. */
const rawObject = (entries: [string, string][]): string => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

const jsonEntries = (body: Record<string, unknown>): [string, string][] => Object.entries(body).map(([k, v]) => [k, JSON.stringify(v)]);

/** The jsonBody middleware takes only an object as a body (never null, an array or a scalar). */
const isJsonObject = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value);

/** JSON values that are not objects, as whole bodies: each must be refused (400) with nothing written. */
export const NON_OBJECT_BODIES = (validBody: string): Record<string, string> => ({
  null: 'null',
  emptyArray: '[]',
  arrayOfTheValidBody: `[${validBody}]`,
  string: '"hello"',
  stringOfTheValidBody: JSON.stringify(validBody),
  emptyString: '""',
  number: '42',
  zero: '0',
  true: 'true',
  false: 'false',
});

const parseOr = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

/** A random string of assorted code points (ASCII, controls, RTL marks, BMP, astral). */
function randomString(next: () => number, maxLength: number): string {
  const pools = [
    () => 0x20 + Math.floor(next() * 95),
    () => Math.floor(next() * 0x20),
    () => [0x202e, 0x202d, 0x200f, 0x200b, 0xfeff, 0x2028][Math.floor(next() * 6)]!,
    () => 0xc00 + Math.floor(next() * 0x80),
    () => 0x1f600 + Math.floor(next() * 0x50),
  ];
  const length = Math.floor(next() * maxLength);
  let out = '';
  for (let i = 0; i < length; i++) out += String.fromCodePoint(pools[Math.floor(next() * pools.length)]!());
  return out;
}

export interface FuzzOptions {
  seed: number;
  /** At least this many inputs; random combinations fill up to it. */
  minCount: number;
  /** A body the route's schema accepts, so a one-field mutation reaches that field's validation. */
  validBody?: Record<string, unknown>;
  /** Well-formed path parameters (need not exist). */
  validParams?: Record<string, string>;
}

/** The bad inputs for one route: systematic ones first, then seeded random ones. */
export function fuzzInputs(route: RouteDef, options: FuzzOptions): FuzzInput[] {
  const next = mulberry32(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const inputs: FuzzInput[] = [];
  const paramNames = objectFields(route.params);
  const queryNames = objectFields(route.query);
  const bodyFields = objectFields(route.body);
  const baseParams = options.validParams ?? Object.fromEntries(paramNames.map((n) => [n, `fuzz-${n}`]));
  const baseBody = options.validBody ?? {};
  const stateChanging = route.method !== 'GET';
  const session = route.auth === 'session';

  const add = (input: Omit<FuzzInput, 'cookieMode' | 'expectRefused'> & Partial<Pick<FuzzInput, 'cookieMode' | 'expectRefused'>>) => {
    // Every input carries the same params unless it varies them, and refusal follows from the schemas.
    const params = input.params ?? (paramNames.length ? baseParams : undefined);
    let refused = input.expectRefused ?? false;
    if (input.expectRefused === undefined) {
      refused = refuses(route.params, params ?? {}) || refuses(route.query, input.query ?? {});
      if (route.body && input.rawBody !== undefined) {
        // An empty body is no body (validated as `{}`), as in the jsonBody middleware.
        const parsed = input.rawBody === '' ? { ok: true as const, value: {} } : parseOr(input.rawBody);
        refused ||= !parsed.ok || !isJsonObject(parsed.value) || refuses(route.body, parsed.value);
      } else if (route.body) refused ||= refuses(route.body, {});
    }
    // Public routes redirect whatever they get: only "no 5xx" applies to them.
    inputs.push({ cookieMode: 'keep', ...input, params, expectRefused: session && refused });
  };
  const bodyText = () => (route.body ? JSON.stringify(baseBody) : undefined);

  // Body: each field replaced by each bad value, each field dropped, extra and prototype keys, raw non-objects.
  if (route.body) {
    const base = jsonEntries(baseBody);
    const fields = bodyFields.length ? bodyFields : ['value'];
    for (const field of fields) {
      for (const [name, raw] of Object.entries(BAD_JSON_VALUES)) {
        const entries = base.filter(([k]) => k !== field);
        add({ label: `body.${field}=${name}`, rawBody: rawObject([...entries, [field, raw]]) });
      }
      if (field in baseBody) add({ label: `body.${field} missing`, rawBody: rawObject(base.filter(([k]) => k !== field)) });
      add({ label: `body.${field}=random`, rawBody: rawObject([...base.filter(([k]) => k !== field), [field, JSON.stringify(randomString(next, 64))]]) });
    }
    add({ label: 'body all fields missing', rawBody: '{}' });
    for (const [key, raw] of [
      ['__proto__', '{"polluted":true,"role":"admin"}'],
      ['constructor', '{"prototype":{"polluted":true}}'],
      ['prototype', '{"polluted":true}'],
      ['toString', '"x"'],
      ['hasOwnProperty', '1'],
      ['extraField', '"extra"'],
      ['id', '"member-admin"'],
      ['role', '"admin"'],
    ] as const) {
      add({ label: `body extra ${key}`, rawBody: rawObject([...base, [key, raw]]) });
      add({ label: `body only ${key}`, rawBody: rawObject([[key, raw]]) });
    }
    add({ label: 'body duplicate keys', rawBody: base.length ? rawObject([...base, [base[0]![0], '{}']]) : '{"a":1,"a":{}}' });
    for (const [name, raw] of Object.entries(RAW_BODIES)) add({ label: `raw body ${name}`, rawBody: raw });
    add({ label: 'raw body array of the valid body', rawBody: `[${bodyText()}]` });
    // Not an object at all: refused by the body parser on every route, whatever the schema's defaults.
    for (const [name, raw] of Object.entries(NON_OBJECT_BODIES(bodyText()!)))
      add({ label: `non-object body ${name}`, rawBody: raw, expectRefused: true, expectStatus: 400 });
    for (const type of WRONG_CONTENT_TYPES) {
      add({ label: `content-type ${JSON.stringify(type)}`, rawBody: bodyText(), headers: { 'content-type': type }, expectRefused: true });
    }
  }
  if (stateChanging && session) {
    // The origin check refuses cross-site writes before anything else runs.
    add({ label: 'cross-site origin', rawBody: bodyText(), headers: { origin: 'https://evil.example' }, expectRefused: true });
    add({ label: 'sec-fetch-site cross-site', rawBody: bodyText(), headers: { 'sec-fetch-site': 'cross-site' }, expectRefused: true });
    // Neither Origin nor Sec-Fetch-Site: same-origin (a non-browser client) is refused too.
    add({ label: 'no origin', rawBody: bodyText(), headers: { origin: undefined }, expectRefused: true });
    add({
      label: 'no origin, sec-fetch-site same-site',
      rawBody: bodyText(),
      headers: { origin: undefined, 'sec-fetch-site': 'same-site' },
      expectRefused: true,
    });
  }

  // Path parameters: each parameter given each malformed value, and each missing.
  for (const param of paramNames) {
    for (const [name, value] of Object.entries(BAD_PARAM_VALUES)) {
      add({ label: `params.${param}=${name}`, params: { ...baseParams, [param]: value }, rawBody: bodyText() });
    }
    const { [param]: _dropped, ...rest } = baseParams;
    add({ label: `params.${param} missing`, params: rest, rawBody: bodyText() });
    add({ label: `params.${param}=random`, params: { ...baseParams, [param]: randomString(next, 40) }, rawBody: bodyText() });
  }

  // Query: each field given each bad value; prototype and unknown keys.
  for (const key of queryNames) {
    for (const [name, value] of Object.entries(BAD_QUERY_VALUES)) add({ label: `query.${key}=${name}`, query: { [key]: value } });
  }
  if (route.query) {
    for (const key of ['__proto__', 'constructor', 'unknown']) add({ label: `query extra ${key}`, query: { [key]: 'x' } });
  }

  // Cookies: a session cookie that is malformed, huge or missing (401 on session routes); garbage beside a valid one.
  const sessionCookies: Record<string, string[]> = {
    'session cookie malformed percent': ['club_session=%E0%A4%A'],
    'session cookie lone percent': ['club_session=100%'],
    'session cookie huge': [`club_session=${'s'.repeat(10_001)}`],
    'session cookie unknown': ['club_session=does-not-exist'],
    'no cookies': [],
  };
  for (const [label, cookies] of Object.entries(sessionCookies)) {
    add({ label, cookieMode: 'replace', cookies, rawBody: bodyText(), ...(session ? { expectRefused: true } : {}) });
  }

  // Seeded random fill: combine a random strategy with garbage cookies until there are enough.
  const strategies: (() => void)[] = [];
  if (route.body) {
    const fields = bodyFields.length ? bodyFields : ['value'];
    strategies.push(() => {
      const field = pick(fields);
      const [name, raw] = pick(Object.entries(BAD_JSON_VALUES));
      add({
        label: `random body.${field}=${name} + garbage cookie`,
        rawBody: rawObject([...jsonEntries(baseBody).filter(([k]) => k !== field), [field, raw]]),
        cookieMode: 'add',
        cookies: [pick(GARBAGE_COOKIES)],
      });
    });
    strategies.push(() => add({ label: 'random raw body', rawBody: randomString(next, 200) }));
  }
  for (const param of paramNames) {
    strategies.push(() => add({ label: `random params.${param}`, params: { ...baseParams, [param]: randomString(next, 120) }, rawBody: bodyText() }));
  }
  for (const key of queryNames) {
    strategies.push(() => add({ label: `random query.${key}`, query: { [key]: randomString(next, 80) }, cookieMode: 'add', cookies: [pick(GARBAGE_COOKIES)] }));
  }
  if (strategies.length) {
    for (let i = 0; inputs.length < options.minCount; i++) pick(strategies)();
  }
  return inputs;
}
