import { describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { API_STACK_COUNT, apiShardOf, shardRoutes } from './api-shards.js';

describe('api stack of a route', () => {
  it('is fixed by the route id: the hash cannot change without moving deployed routes', () => {
    // Pinned: a different hash or count would move functions between stacks (see docs/infra.md).
    expect(API_STACK_COUNT).toBe(16);
    expect({
      login: apiShardOf('login'),
      authCallback: apiShardOf('authCallback'),
      logout: apiShardOf('logout'),
      getAuthUser: apiShardOf('getAuthUser'),
    }).toEqual({ login: 2, authCallback: 8, logout: 11, getAuthUser: 14 });
  });

  it('does not move existing routes when routes are added', () => {
    const ids = Object.keys(routes);
    const grown = [...ids, ...ids.map((id) => `${id}Copy`), 'brandNewRoute'];
    const before = shardRoutes(ids);
    const after = shardRoutes(grown);
    for (const [index, owned] of before.entries()) {
      expect(after[index]!.filter((id) => ids.includes(id))).toEqual(owned);
    }
    expect(before.flat().sort()).toEqual([...ids].sort());
  });
});
