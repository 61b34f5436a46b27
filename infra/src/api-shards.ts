/**
 * The routes are spread over a fixed number of api stacks so the product can
 * grow past one stack's 500-resource limit (7 resources a route: function,
 * role, policy, log group, permission, integration, route).
 *
 * A route's stack is a hash of its id, so adding or removing routes never
 * moves another route. Changing API_STACK_COUNT moves most routes, and a
 * function cannot be created in one stack while another still owns its name:
 * see docs/infra.md before changing it.
 */
export const API_STACK_COUNT = 16;

/** 32-bit FNV-1a: small, stable across Node versions, spreads short ids well. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Index (0-based) of the api stack that owns a route. */
export const apiShardOf = (routeId: string, count = API_STACK_COUNT): number => fnv1a(routeId) % count;

/** Route ids grouped by api stack, in route-table order; empty groups stay empty (no stack is made for them). */
export function shardRoutes<T extends string>(routeIds: readonly T[], count = API_STACK_COUNT): T[][] {
  const shards = Array.from({ length: count }, (): T[] => []);
  for (const id of routeIds) shards[apiShardOf(id, count)]!.push(id);
  return shards;
}
