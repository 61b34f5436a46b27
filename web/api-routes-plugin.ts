import type { Plugin } from 'vite';
import type { RouteDef } from '../shared/src/api/route.js';
import { routes } from '../shared/src/routes.js';

const ID = 'virtual:api-routes';
const RESOLVED = `\0${ID}`;

/**
 * Serves `virtual:api-routes`: each route id's method and path template, read
 * from the route table when the app is built. The web client needs only these
 * at run time; importing the table itself would ship every zod schema (and zod)
 * in the entry chunk. Types come from the table with `import type`. Routes
 * marked `webClient: false` (the health check) are left out: no page calls them.
 */
export function apiRoutesPlugin(): Plugin {
  return {
    name: 'club:api-routes',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const table = Object.fromEntries(
        (Object.entries(routes) as [string, RouteDef][])
          .filter(([, route]) => route.webClient !== false)
          .map(([routeId, route]) => [routeId, [route.method, route.path]]),
      );
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
