import { describe, expect, it } from 'vitest';
import { routes } from '@club/shared';
import { apiRoutesPlugin } from '../../api-routes-plugin';

/** The module the plugin serves as `virtual:api-routes`, evaluated as the web build sees it. */
function servedTable(): Record<string, [string, string]> {
  const plugin = apiRoutesPlugin();
  const resolved = (plugin.resolveId as (id: string) => string | undefined)('virtual:api-routes')!;
  const code = (plugin.load as (id: string) => string)(resolved);
  return JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<string, [string, string]>;
}

describe('virtual:api-routes', () => {
  it('serves each route’s method and path, leaving out routes no page calls (webClient: false)', () => {
    const table = servedTable();
    expect(table.listPosts).toEqual(['GET', routes.listPosts.path]);
    expect(table.getHealth).toBeUndefined();
    const webRoutes = Object.entries(routes).filter(([, route]) => !('webClient' in route && route.webClient === false));
    expect(Object.keys(table).sort()).toEqual(webRoutes.map(([id]) => id).sort());
  });
});
