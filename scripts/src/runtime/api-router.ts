import { decodeOrUndefined } from '@club/functions/platform/lib/decode';
import { routes, type RouteDef, type RouteId } from '@club/shared';

export interface RouteMatch {
  id: RouteId;
  route: RouteDef;
  pathParameters: Record<string, string>;
  /** A path parameter whose percent-encoding does not decode (the caller answers 400 naming it). */
  malformed?: string;
}

interface CompiledRoute {
  id: RouteId;
  route: RouteDef;
  pattern: RegExp;
  names: string[];
}

/** The route table compiled once: `{param}` segments match one path segment each, as in API Gateway. */
const compiled: CompiledRoute[] = (Object.keys(routes) as RouteId[]).map((id) => {
  const route: RouteDef = routes[id];
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const param = /^\{([^}]+)\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { id, route, pattern: new RegExp(`^${source}$`), names };
});

/** Finds the route for a method and path, or undefined (the caller answers 404 like API Gateway). */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  for (const candidate of compiled) {
    if (candidate.route.method !== method) continue;
    const found = candidate.pattern.exec(path);
    if (!found) continue;
    const pathParameters: Record<string, string> = {};
    for (const [i, name] of candidate.names.entries()) {
      const decoded = decodeOrUndefined(found[i + 1]!);
      if (decoded === undefined) return { id: candidate.id, route: candidate.route, pathParameters: {}, malformed: name };
      pathParameters[name] = decoded;
    }
    return { id: candidate.id, route: candidate.route, pathParameters };
  }
  return undefined;
}
