/**
 * Proof that electro-lite is a drop-in runtime for ElectroDB here: every entity
 * factory in db/entities is built with both runtimes, and a catalogue of
 * operations generated from each model (every index, every key operator,
 * every write kind with conditions and update operations, batch reads and
 * writes, transactions, reads of stored items, paging through go() with a
 * recording client) must produce identical DynamoDB requests, identical
 * results and identical errors.
 *
 * The real runtime is loaded as `electrodb/index.js` through vi.importActual
 * (not caught by the test configs' `/^electrodb$/` alias, nor by the mock
 * below). Entity files import `electrodb`; it is mocked here with a switch
 * choosing the runtime per build.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type * as Electro from 'electrodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Entity as LiteEntity } from './entity.js';
import { ElectroError as LiteElectroError } from './errors.js';
import { createWriteTransaction as liteTransaction } from './transaction.js';

const runtime = vi.hoisted(() => ({ current: undefined as any }));
vi.mock('electrodb', () => ({
  Entity: function Entity(schema: unknown, config: unknown) {
    return new runtime.current(schema, config);
  },
}));

const TABLE = 'equivalence-table';
const NOW = new Date('2026-03-04T05:06:07.089Z');

/** Requests and results without symbols (ElectroDB tags committed items with one), undefined kept. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object' && (value.constructor === Object || value.constructor === undefined)) {
    return Object.fromEntries(Object.keys(value).map((key) => [key, plain((value as any)[key])]));
  }
  return value;
}

/** What an attempt produced: its value, or the error's class, message and code. */
function outcome(run: () => unknown) {
  try {
    return { ok: plain(run()) };
  } catch (error: any) {
    return { error: describeError(error) };
  }
}

async function asyncOutcome(run: () => Promise<unknown>) {
  try {
    return { ok: plain(await run()) };
  } catch (error: any) {
    return { error: describeError(error) };
  }
}

const describeError = (error: any) => ({
  electro: error instanceof real.ElectroError || error instanceof LiteElectroError,
  message: error?.message,
  code: error?.code,
  cause: error?.cause?.name,
});

/** A client that records each command and answers from a script. */
function recordingClient(answer: (name: string, input: any, call: number) => any) {
  const calls: { name: string; input: unknown }[] = [];
  return {
    calls,
    client: {
      send: async (command: any) => {
        const name = command.constructor.name;
        const input = plain(structuredClone(command.input));
        calls.push({ name, input });
        const reply = answer(name, command.input, calls.length - 1);
        if (reply instanceof Error) throw reply;
        return structuredClone(reply);
      },
    },
  };
}

// ---------------------------------------------------------------- the models

interface Built {
  name: string;
  definition: any;
  real: any;
  lite: any;
  factory: (config: any) => any;
}

const entitiesDir = resolve(import.meta.dirname, '../entities');

async function buildAll(): Promise<Built[]> {
  const built: Built[] = [];
  for (const file of readdirSync(entitiesDir).filter((f) => f.endsWith('.ts') && f !== 'keys.ts' && !f.endsWith('.test.ts'))) {
    const module = await import(resolve(entitiesDir, file));
    for (const [name, factory] of Object.entries<any>(module)) {
      if (typeof factory !== 'function' || !name.endsWith('Entity')) continue;
      runtime.current = LiteEntity;
      const lite = factory({ table: TABLE });
      runtime.current = real.Entity;
      const realEntity = factory({ table: TABLE });
      built.push({ name: `${file}:${name}`, definition: lite.schema, real: realEntity, lite, factory });
    }
  }
  return built;
}

/** A valid value for an attribute definition; `variant` changes strings and numbers. */
function sample(name: string, attribute: any, variant = 0): unknown {
  const type = attribute.type ?? 'string';
  if (Array.isArray(type)) return type[variant % type.length];
  switch (type) {
    case 'string':
      return name === 'createdAt' || name.endsWith('At') || name.endsWith('Time') ? `2026-01-0${1 + (variant % 9)}T00:00:00.000Z` : `${name}-V${variant}`;
    case 'number':
      return 40 + variant;
    case 'boolean':
      return variant % 2 === 0;
    case 'any':
      return { note: `any-${variant}`, list: [1, 'two'] };
    case 'list':
      return [sample(`${name}Item`, attribute.items, variant), sample(`${name}Item`, attribute.items, variant + 1)];
    case 'map':
      return Object.fromEntries(Object.entries<any>(attribute.properties).map(([key, def]) => [key, sample(key, def, variant)]));
    default:
      throw new Error(`no sample for ${type}`);
  }
}

const indexComposites = (index: any) => ({
  pk: (index.pk.composite ?? templateNames(index.pk.template)) as string[],
  sk: (index.sk ? (index.sk.composite ?? templateNames(index.sk.template)) : []) as string[],
});
const templateNames = (template?: string) => [...(template ?? '').matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]!);

function fullItem(definition: any, variant = 0) {
  return Object.fromEntries(Object.entries<any>(definition.attributes).map(([name, attribute]) => [name, sample(name, attribute, variant)]));
}

function primaryIndex(definition: any) {
  return Object.values<any>(definition.indexes).find((index) => !index.index)!;
}

const pick = (item: any, names: string[]) => Object.fromEntries(names.map((name) => [name, item[name]]));

// ---------------------------------------------------------------- catalogue

interface Operation {
  label: string;
  build: (entity: any) => unknown;
}

function catalogue(definition: any): Operation[] {
  const ops: Operation[] = [];
  const attributes: Record<string, any> = definition.attributes;
  const item = fullItem(definition);
  const item2 = fullItem(definition, 1);
  const primary = indexComposites(primaryIndex(definition));
  const key = pick(item, [...primary.pk, ...primary.sk]);
  const key2 = pick(item2, [...primary.pk, ...primary.sk]);
  const keyNames = new Set([...primary.pk, ...primary.sk]);
  const requiredOnly = Object.fromEntries(
    Object.entries<any>(attributes)
      .filter(([name, a]) => a.required || keyNames.has(name))
      .map(([name, a]) => [name, sample(name, a)]),
  );
  const allComposites = [...new Set(Object.values<any>(definition.indexes).flatMap((index) => Object.values(indexComposites(index)).flat()))];
  const composites = pick(item, allComposites);
  const nonKey = Object.keys(attributes).filter((name) => !keyNames.has(name));
  const optional = nonKey.filter((name) => !attributes[name].required);
  const lists = nonKey.filter((name) => attributes[name].type === 'list');
  const numbers = nonKey.filter((name) => attributes[name].type === 'number');
  const enums = nonKey.filter((name) => Array.isArray(attributes[name].type));

  // Reads and deletes by key.
  ops.push({ label: 'get', build: (e) => e.get(key).params() });
  ops.push({ label: 'get consistent', build: (e) => e.get(key).params({ consistent: true }) });
  ops.push({ label: 'get attributes', build: (e) => e.get(key).params({ attributes: nonKey.slice(0, 2) }) });
  ops.push({ label: 'get missing key', build: (e) => e.get({}).params() });
  ops.push({ label: 'batch get', build: (e) => e.get([key, key2]).params() });
  ops.push({ label: 'batch get consistent', build: (e) => e.get([key, key2]).params({ consistent: true }) });
  ops.push({
    label: 'batch get 150 keys',
    build: (e) => e.get(Array.from({ length: 150 }, (_, i) => pick(fullItem(definition, i), [...primary.pk, ...primary.sk]))).params(),
  });
  ops.push({ label: 'scan', build: (e) => e.scan.params() });
  ops.push({ label: 'scan where', build: (e) => e.scan.where(whereAll(nonKey, item)).params({ limit: 5, attributes: nonKey.slice(0, 2) }) });
  ops.push({ label: 'delete', build: (e) => e.delete(key).params() });
  ops.push({ label: 'delete where', build: (e) => e.delete(key).where((a: any, o: any) => o.eq(a[nonKey[0]!], item[nonKey[0]!])).params() });
  ops.push({ label: 'remove', build: (e) => e.remove(key).params() });
  ops.push({ label: 'remove where', build: (e) => e.remove(key).where((a: any, o: any) => o.notExists(a[nonKey[0]!])).params() });
  ops.push({ label: 'remove commit', build: (e) => e.remove(key).commit() });
  ops.push({ label: 'remove commit all_old', build: (e) => e.remove(key).commit({ response: 'all_old' }) });

  // Writes of whole items.
  for (const [label, data] of [
    ['full', item],
    ['required only', requiredOnly],
    ['variant', item2],
  ] as const) {
    ops.push({ label: `create ${label}`, build: (e) => e.create(data).params() });
    ops.push({ label: `put ${label}`, build: (e) => e.put(data).params() });
    ops.push({ label: `create ${label} commit`, build: (e) => e.create(data).commit() });
    ops.push({ label: `put ${label} where commit`, build: (e) => e.put(data).where((a: any, o: any) => o.notExists(a[nonKey[0]!])).commit() });
  }
  ops.push({ label: 'create where', build: (e) => e.create(item).where((a: any, o: any) => `${o.notExists(a[nonKey[0]!])} OR ${o.eq(a[nonKey[0]!], item[nonKey[0]!])}`).params() });
  ops.push({ label: 'put with unknown attributes', build: (e) => e.put({ ...item, notAnAttribute: 'x' }).params() });
  ops.push({ label: 'batch put', build: (e) => e.put([item, item2]).params() });
  ops.push({ label: 'batch delete', build: (e) => e.delete([key, key2]).params() });
  ops.push({ label: 'batch delete missing key', build: (e) => e.delete([key, {}]).params() });
  ops.push({
    label: 'batch delete 30',
    build: (e) => e.delete(Array.from({ length: 30 }, (_, i) => pick(fullItem(definition, i), [...primary.pk, ...primary.sk]))).params(),
  });
  ops.push({ label: 'batch put 30', build: (e) => e.put(Array.from({ length: 30 }, (_, i) => fullItem(definition, i))).params() });
  for (const name of Object.keys(attributes)) {
    if (attributes[name].required && attributes[name].default === undefined) {
      ops.push({ label: `create without ${name}`, build: (e) => e.create({ ...item, [name]: undefined }).params() });
    }
    ops.push({ label: `create with wrong type for ${name}`, build: (e) => e.create({ ...item, [name]: Symbol.for('x') === null ? 1 : attributes[name].type === 'number' ? 'nope' : 12 }).params() });
  }
  for (const name of enums) ops.push({ label: `put bad enum ${name}`, build: (e) => e.put({ ...item, [name]: 'not-an-option' }).params() });

  // Updates.
  for (const [method, conditioned] of [
    ['patch', true],
    ['update', false],
  ] as const) {
    ops.push({ label: `${method} set all`, build: (e) => e[method](key).set(pick(item2, nonKey)).params() });
    ops.push({ label: `${method} set all + composite`, build: (e) => e[method](key).set(pick(item2, nonKey)).composite(composites).params() });
    ops.push({ label: `${method} set all response all_new`, build: (e) => e[method](key).set(pick(item2, nonKey)).composite(composites).params({ response: 'all_new' }) });
    ops.push({ label: `${method} set all commit`, build: (e) => e[method](key).set(pick(item2, nonKey)).composite(composites).commit() });
    for (const name of nonKey) {
      ops.push({ label: `${method} set ${name}`, build: (e) => e[method](key).set({ [name]: item2[name] }).params() });
      ops.push({ label: `${method} set ${name} + composite`, build: (e) => e[method](key).set({ [name]: item2[name] }).composite(composites).params() });
      ops.push({
        label: `${method} set ${name} where`,
        build: (e) =>
          e[method](key)
            .set({ [name]: item2[name] })
            .composite(composites)
            .where((a: any, o: any) => `${o.eq(a[name], item[name])} AND ${o.exists(a[name])}`)
            .commit(),
      });
      ops.push({ label: `${method} set ${name} undefined`, build: (e) => e[method](key).set({ [name]: undefined }).params() });
    }
    for (const name of [...keyNames]) ops.push({ label: `${method} set key ${name}`, build: (e) => e[method](key).set({ [name]: item2[name] }).params() });
    for (const name of numbers) {
      ops.push({ label: `${method} add ${name}`, build: (e) => e[method](key).add({ [name]: 1 }).params() });
      ops.push({ label: `${method} subtract ${name}`, build: (e) => e[method](key).subtract({ [name]: 2 }).commit() });
      ops.push({
        label: `${method} data add ${name}`,
        build: (e) =>
          e[method](key)
            .data((a: any, o: any) => {
              o.add(a[name], 3);
            })
            .where((a: any, o: any) => `${o.name(a[name])} <= ${o.value(a[name], 10)}`)
            .params(),
      });
    }
    for (const name of lists) {
      ops.push({ label: `${method} append ${name}`, build: (e) => e[method](key).append({ [name]: item2[name] }).params() });
      ops.push({
        label: `${method} data remove ${name}[0]`,
        build: (e) =>
          e[method](key)
            .data((a: any, o: any) => {
              o.remove(a[name][0]);
            })
            .where((a: any, o: any) => o.eq(a[name][0], 'x'))
            .commit(),
      });
      ops.push({
        label: `${method} data remove ${name}[2] + add`,
        build: (e) =>
          e[method](key)
            .data((a: any, o: any) => {
              o.remove(a[name][2]);
              if (numbers[0]) o.add(a[numbers[0]], 1);
            })
            .where((a: any, o: any) => `${o.eq(a[name][2], 'x')} AND (${o.notExists(a[nonKey[0]!])} OR ${o.name(a[nonKey[0]!])} < ${o.name(a[nonKey[1] ?? nonKey[0]!])})`)
            .params(),
      });
    }
    if (optional.length) {
      ops.push({ label: `${method} remove optional`, build: (e) => e[method](key).remove(optional).params() });
      ops.push({ label: `${method} remove optional + composite`, build: (e) => e[method](key).remove(optional).composite(composites).params() });
      ops.push({ label: `${method} set + remove`, build: (e) => e[method](key).set(pick(item2, nonKey.filter((n) => !optional.includes(n)))).remove(optional.slice(0, 1)).composite(composites).params() });
    }
    for (const name of nonKey.filter((n) => attributes[n].required)) ops.push({ label: `${method} remove required ${name}`, build: (e) => e[method](key).remove([name]).params() });
    for (const name of enums) ops.push({ label: `${method} set bad enum ${name}`, build: (e) => e[method](key).set({ [name]: 'nope' }).params() });
    ops.push({ label: `${method} missing key`, build: (e) => e[method]({}).set({}).params() });
    ops.push({ label: `${method} where ops`, build: (e) => e[method](key).set(pick(item2, nonKey.slice(0, 1))).composite(composites).where(whereAll(nonKey, item)).params() });
    void conditioned;
  }
  ops.push({ label: 'composite twice different', build: (e) => e.patch(key).composite(composites).composite(Object.fromEntries(Object.keys(composites).map((k) => [k, 'other']))).params() });

  // Queries on every index.
  for (const [accessPattern, index] of Object.entries<any>(definition.indexes)) {
    const { pk, sk } = indexComposites(index);
    const pkValues = pick(item, pk);
    const q = (e: any, facets: any = {}) => e.query[accessPattern]({ ...pkValues, ...facets });
    ops.push({ label: `query ${accessPattern}`, build: (e) => q(e).params() });
    ops.push({ label: `query ${accessPattern} missing pk`, build: (e) => (pk.length ? e.query[accessPattern]({}).params() : 'no pk') });
    ops.push({ label: `query ${accessPattern} options`, build: (e) => q(e).params({ limit: 7, order: 'desc', consistent: true }) });
    ops.push({ label: `query ${accessPattern} asc`, build: (e) => q(e).params({ limit: 3, order: 'asc' }) });
    ops.push({ label: `query ${accessPattern} attributes`, build: (e) => q(e).params({ attributes: nonKey.slice(0, 3) }) });
    ops.push({ label: `query ${accessPattern} where`, build: (e) => q(e).where(whereAll(nonKey, item)).params() });
    ops.push({ label: `query ${accessPattern} where empty`, build: (e) => q(e).where(() => '').where((a: any, o: any) => o.eq(a[nonKey[0]!], item[nonKey[0]!])).params() });
    for (let n = 1; n <= sk.length; n++) {
      const partial = pick(item, sk.slice(0, n));
      const partial2 = pick(item2, sk.slice(0, n));
      const prefix = pick(item, sk.slice(0, n - 1));
      ops.push({ label: `query ${accessPattern} sk ${n}`, build: (e) => q(e, partial).params() });
      ops.push({ label: `query ${accessPattern} begins ${n}`, build: (e) => q(e).begins(partial).params() });
      ops.push({ label: `query ${accessPattern} gt ${n}`, build: (e) => q(e, prefix).gt(partial).params() });
      ops.push({ label: `query ${accessPattern} gte ${n}`, build: (e) => q(e).gte(partial).params() });
      ops.push({ label: `query ${accessPattern} lt ${n}`, build: (e) => q(e).lt(partial).where(whereAll(nonKey, item)).params() });
      ops.push({ label: `query ${accessPattern} lte ${n}`, build: (e) => q(e).lte(partial).params({ limit: 2, order: 'desc' }) });
      ops.push({ label: `query ${accessPattern} between ${n}`, build: (e) => q(e).between(partial, partial2).params() });
      ops.push({ label: `query ${accessPattern} between prefix ${n}`, build: (e) => q(e, prefix).between(partial, { ...partial, [sk[n - 1]!]: `${partial[sk[n - 1]!]}\uffff` }).params() });
    }
  }
  return ops;
}

/** A where() using every operator the code uses. */
const whereAll = (names: string[], item: any) => (a: any, o: any) => {
  const [x, y = x] = names as [string, string?];
  return [
    o.eq(a[x], item[x]),
    o.ne(a[y!], item[y!]),
    o.exists(a[x]),
    o.notExists(a[y!]),
    o.contains(a[x], 'a'),
    o.begins(a[x], 'b'),
    o.gt(a[x], 1),
    o.gte(a[y!], 2),
    o.lt(a[x], 3),
    o.lte(a[y!], 4),
    `${o.name(a[x])} <= ${o.value(a[x], 5)}`,
    `${o.name(a[x])} < ${o.name(a[y!])}`,
    o.eq(a[x], undefined),
  ]
    .filter(Boolean)
    .join(' AND ');
};

// ---------------------------------------------------------------- the test

let built: Built[] = [];
let compared = 0;
let real: typeof Electro;

beforeAll(async () => {
  real = await vi.importActual<typeof Electro>('electrodb/index.js');
  expect(real.Entity).not.toBe(LiteEntity);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  built = await buildAll();
});

afterAll(() => {
  vi.useRealTimers();
  console.info(`electro-lite equivalence: ${compared} comparisons over ${built.length} entities`);
});

describe('electro-lite builds the same requests as ElectroDB', () => {
  it('finds every entity factory', () => {
    expect(built.length).toBeGreaterThanOrEqual(46);
  });

  it('for every operation of the catalogue, on every entity', () => {
    const mismatches: string[] = [];
    let succeeded = 0;
    const failed = new Set<string>();
    for (const entity of built) {
      for (const op of catalogue(entity.definition)) {
        const expected = outcome(() => op.build(entity.real));
        const actual = outcome(() => op.build(entity.lite));
        compared++;
        if ('ok' in expected) succeeded++;
        else failed.add(String(expected.error.message).replace(/"[^"]*"/g, '"…"').slice(0, 160));
        try {
          expect(actual).toStrictEqual(expected);
        } catch {
          mismatches.push(`${entity.name} / ${op.label}\n  real: ${JSON.stringify(expected)}\n  lite: ${JSON.stringify(actual)}`);
        }
      }
    }
    if (mismatches.length) {
      expect(`${mismatches.slice(0, 6).join('\n\n')}\n${mismatches.length} mismatches: ${mismatches.map((m) => m.split('\n')[0]).join('; ').slice(0, 3000)}`).toBe('');
    }
    // The catalogue must mostly build requests, not errors (a broken generator would compare errors only).
    console.info(`catalogue: ${succeeded} requests and ${failed.size} distinct errors compared:\n${[...failed].join('\n')}`);
    expect(succeeded).toBeGreaterThan(7000);
    expect(mismatches.length).toBe(0);
  });

  it('for write transactions', () => {
    for (const entity of built) {
      const item = fullItem(entity.definition);
      const primary = indexComposites(primaryIndex(entity.definition));
      const key = pick(item, [...primary.pk, ...primary.sk]);
      const build = (e: any) => () => [e.create(item).commit(), e.patch(key).add({}).commit(), e.remove(key).commit(), e.delete(key).commit()];
      const expected = outcome(() => real.createWriteTransaction({ x: entity.real }, build(entity.real)).params({ token: 't' }));
      const actual = outcome(() => liteTransaction({ x: entity.lite }, build(entity.lite)).params({ token: 't' }));
      compared++;
      expect(actual, entity.name).toStrictEqual(expected);
    }
  });
});

describe('electro-lite formats stored items like ElectroDB', () => {
  it('parse(), owned and foreign items, with extra fields', () => {
    for (const entity of built) {
      const own = (entity.real.put(fullItem(entity.definition)).params() as any).Item;
      const minimal = (entity.real.put(fullItem(entity.definition, 3)).params() as any).Item;
      const others = built.filter((other) => other !== entity).slice(0, 5).map((other) => (other.real.put(fullItem(other.definition)).params() as any).Item);
      const raw = [
        { Item: own },
        { Item: { ...own, extra: 'field', __edb_e__: undefined } },
        { Item: { ...own, __edb_v__: '2' } },
        { Item: { ...own, pk: 'OTHER', __edb_e__: 'other' } },
        { Items: [own, minimal, ...others, { ...own, unknown: 1 }] },
        { Attributes: own },
        { Attributes: {} },
        { Item: others[0] },
        {},
      ];
      for (const response of raw) {
        compared++;
        expect(outcome(() => entity.lite.parse(structuredClone(response))), entity.name).toStrictEqual(outcome(() => entity.real.parse(structuredClone(response))));
        compared++;
        expect(outcome(() => entity.lite.parse(structuredClone(response), { ignoreOwnership: false })), entity.name).toStrictEqual(
          outcome(() => entity.real.parse(structuredClone(response), { ignoreOwnership: false })),
        );
      }
    }
  });
});

describe('electro-lite executes like ElectroDB (recording client)', () => {
  /** Runs `op` on both runtimes against the same scripted client; requests and results must match. */
  async function both(entity: Built, op: (e: any) => Promise<unknown>, answer: (name: string, input: any, call: number) => any) {
    const results = [];
    for (const which of ['real', 'lite'] as const) {
      const { client, calls } = recordingClient(answer);
      runtime.current = which === 'real' ? real.Entity : LiteEntity;
      const e = entity.factory({ table: TABLE, client });
      results.push({ result: await asyncOutcome(() => op(e)), calls });
    }
    compared++;
    expect(results[1], entity.name).toStrictEqual(results[0]);
  }

  const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException', $metadata: {} });

  it('single-item operations, results and errors', async () => {
    for (const entity of built) {
      const item = fullItem(entity.definition);
      const primary = indexComposites(primaryIndex(entity.definition));
      const key = pick(item, [...primary.pk, ...primary.sk]);
      const stored = (entity.real.put(item).params() as any).Item;
      const nonKey = Object.keys(entity.definition.attributes).filter((n) => !primary.pk.includes(n) && !primary.sk.includes(n));
      const setOne = pick(fullItem(entity.definition, 1), nonKey.slice(0, 1));
      const cases: [string, (e: any) => Promise<unknown>, (name: string) => any][] = [
        ['get found', (e) => e.get(key).go(), () => ({ Item: stored })],
        ['get consistent', (e) => e.get(key).go({ consistent: true }), () => ({})],
        ['get foreign', (e) => e.get(key).go(), () => ({ Item: { ...stored, __edb_e__: 'other' } })],
        ['create', (e) => e.create(item).go(), () => ({})],
        ['create fails', (e) => e.create(item).go(), () => conditionFailed()],
        ['put', (e) => e.put(item).go(), () => ({})],
        ['patch', (e) => e.patch(key).set(setOne).go(), () => ({})],
        ['patch all_new', (e) => e.patch(key).set(setOne).go({ response: 'all_new' }), () => ({ Attributes: stored })],
        ['update all_old', (e) => e.update(key).set(setOne).go({ response: 'all_old' }), () => ({})],
        ['patch none', (e) => e.patch(key).set(setOne).go({ response: 'none' }), () => ({})],
        ['patch fails', (e) => e.patch(key).set(setOne).go(), () => conditionFailed()],
        ['patch invalid', (e) => e.patch(key).set({ [primary.pk[0]!]: 'x' }).go(), () => ({})],
        ['delete', (e) => e.delete(key).go(), () => ({})],
        ['delete all_old', (e) => e.delete(key).go({ response: 'all_old' }), () => ({ Attributes: stored })],
        ['remove', (e) => e.remove(key).go(), () => ({})],
        ['validation error', (e) => e.get(key).go(), () => Object.assign(new Error('bad'), { name: 'ValidationException' })],
        ['batch get', (e) => e.get([key, key]).go({ consistent: true }), () => ({ Responses: { [TABLE]: [stored, { ...stored, __edb_e__: 'x' }] }, UnprocessedKeys: { [TABLE]: { Keys: [{ pk: stored.pk, sk: stored.sk }] } } })],
        ['batch get empty', (e) => e.get([key]).go(), () => ({ Responses: {}, UnprocessedKeys: {} })],
        ['batch put', (e) => e.put([item, item]).go(), () => ({ UnprocessedItems: { [TABLE]: [{ PutRequest: { Item: stored } }] } })],
        ['batch put ok', (e) => e.put([item]).go({ concurrent: 2 }), () => ({ UnprocessedItems: {} })],
        ['batch delete', (e) => e.delete([key, key]).go(), () => ({ UnprocessedItems: { [TABLE]: [{ DeleteRequest: { Key: { pk: stored.pk, sk: stored.sk } } }] } })],
        ['batch delete ok', (e) => e.delete([key]).go(), () => ({ UnprocessedItems: {} })],
      ];
      for (const [label, op, answer] of cases) {
        await both({ ...entity, name: `${entity.name} / ${label}` }, op, answer);
      }
    }
  });

  it('queries: pages, cursors, limits, count, ownership filtering', async () => {
    for (const entity of built) {
      for (const [accessPattern, index] of Object.entries<any>(entity.definition.indexes)) {
        const { pk } = indexComposites(index);
        const items = [0, 1, 2, 3, 4].map((v) => (entity.real.put(fullItem(entity.definition, v)).params() as any).Item);
        const lastKey = (i: number) => {
          const it = items[i];
          const k: any = { pk: it.pk, sk: it.sk };
          if (index.index) Object.assign(k, { [index.pk.field]: it[index.pk.field], [index.sk.field]: it[index.sk.field] });
          return k;
        };
        const pages = (_: string, input: any, call: number) => {
          if (call === 0) return { Items: [items[0], { ...items[1], __edb_e__: 'foreign' }], LastEvaluatedKey: lastKey(1) };
          if (call === 1) return { Items: [items[2], items[3]], LastEvaluatedKey: lastKey(3) };
          return { Items: [items[4]] };
        };
        const pkValues = pick(fullItem(entity.definition), pk);
        const cursor = Buffer.from(JSON.stringify(lastKey(2))).toString('base64url');
        const cases: [string, (e: any) => Promise<unknown>][] = [
          ['one page', (e) => e.query[accessPattern](pkValues).go()],
          ['all pages', (e) => e.query[accessPattern](pkValues).go({ pages: 'all' })],
          ['2 pages', (e) => e.query[accessPattern](pkValues).go({ pages: 2, limit: 2 })],
          ['cursor', (e) => e.query[accessPattern](pkValues).go({ cursor, limit: 2, order: 'desc' })],
          ['count', (e) => e.query[accessPattern](pkValues).go({ count: 2 })],
          ['count 3', (e) => e.query[accessPattern](pkValues).go({ count: 3, cursor })],
          ['attributes', (e) => e.query[accessPattern](pkValues).go({ pages: 'all', attributes: Object.keys(entity.definition.attributes).slice(0, 2) })],
          ['bad cursor', (e) => e.query[accessPattern](pkValues).go({ cursor: '!!notbase64{' })],
          ['bad pages', (e) => e.query[accessPattern](pkValues).go({ pages: 0 })],
          ['scan all pages', (e) => e.scan.go({ pages: 'all' })],
          ['scan where cursor', (e) => e.scan.where((a: any, o: any) => o.exists(a[pk[0] ?? Object.keys(entity.definition.attributes)[0]!])).go({ cursor, limit: 2 })],
        ];
        for (const [label, op] of cases) await both({ ...entity, name: `${entity.name} / ${accessPattern} / ${label}` }, op, pages);
      }
    }
  });
});
