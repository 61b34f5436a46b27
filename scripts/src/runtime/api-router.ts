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
      const decoded = decodeSegment(found[i + 1]!);
      if (decoded === undefined) return { id: candidate.id, route: candidate.route, pathParameters: {}, malformed: name };
      pathParameters[name] = decoded;
    }
    return { id: candidate.id, route: candidate.route, pathParameters };
  }
  return undefined;
}

/** A path segment decoded, or undefined when its percent-encoding is malformed (`%E0%A4%A`, `%`). */
function decodeSegment(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}
