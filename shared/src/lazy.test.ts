import { describe, expect, it } from 'vitest';
import { built, onFirstUse } from './lazy.js';
import * as z from './zod.js';

describe('onFirstUse', () => {
  it('builds once, on the first read, not when a schema that nests it is built', () => {
    let builds = 0;
    const item = onFirstUse(() => {
      builds += 1;
      return z.object({ id: z.string() });
    });
    const list = z.object({ items: z.array(item), first: z.optional(item) });
    expect(builds).toBe(0);
    expect(list.safeParse({ items: [{ id: 'a' }], first: { id: 'b' } }).success).toBe(true);
    expect(list.safeParse({ items: [{ id: 1 }] }).success).toBe(false);
    expect(builds).toBe(1);
  });

  it('stands in for the schema: instanceof, shape, extend, pick and spreading an object of schemas', () => {
    const person = onFirstUse(() => z.object({ name: z.string(), age: z.number() }));
    const paging = onFirstUse(() => ({ limit: z.optional(z.string()) }));
    expect(person instanceof z.ZodMiniObject).toBe(true);
    expect(Object.keys(person.shape)).toEqual(['name', 'age']);
    expect(z.extend(person, { city: z.string() }).safeParse({ name: 'A', age: 1, city: 'C' }).success).toBe(true);
    expect(z.pick(person, { name: true }).parse({ name: 'A', age: 1 })).toEqual({ name: 'A' });
    expect(Object.keys(z.object({ ...paging, q: z.string() }).shape)).toEqual(['limit', 'q']);
    expect(JSON.stringify(onFirstUse(() => ({ method: 'GET', path: '/api/x' })))).toBe('{"method":"GET","path":"/api/x"}');
  });

  it('gives the built value behind a stand-in, building it then, and any other value as it is', () => {
    let builds = 0;
    const real = { kind: 'built' };
    const standIn = onFirstUse(() => {
      builds += 1;
      return real;
    });
    expect(builds).toBe(0);
    expect(built(standIn)).toBe(real);
    expect(built(standIn)).toBe(real);
    expect(builds).toBe(1);
    expect(standIn).not.toBe(real);
    const alias = onFirstUse(() => standIn);
    expect(built(alias)).toBe(real);
    const plain = { kind: 'plain' };
    expect(built(plain)).toBe(plain);
    expect(built('text')).toBe('text');
  });
});
