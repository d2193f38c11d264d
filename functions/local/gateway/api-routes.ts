import { percentDecoded } from '../../domain/percent-escape.ts';
import { routes, streamRoutes, type RouteDefinition } from '../../handlers/routes.ts';

export interface MatchedRoute {
  readonly route: RouteDefinition;
  readonly routeKey: string;
  readonly pathParameters: Record<string, string> | undefined;
  /** The first path parameter whose percent-escapes do not decode; the router answers 400 for it. */
  readonly malformedParameter?: string;
}

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

/** `{id}` matches one segment and `{proxy+}` the rest of the path, as in API Gateway route keys. */
function compile(route: RouteDefinition): CompiledRoute {
  const names: string[] = [];
  const source = route.path
    .split('/')
    .map((segment) => {
      const parameter = /^\{([A-Za-z0-9_]+)(\+?)\}$/.exec(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(parameter[1] ?? '');
      return parameter[2] ? '(.+)' : '([^/]+)';
    })
    .join('/');
  return { route, pattern: new RegExp(`^${source}$`), names };
}

/** Buffered and streamed routes alike, as CloudFront sends both to the API's paths. */
export function createRouteMatcher(table: readonly RouteDefinition[] = [...streamRoutes, ...routes]) {
  const compiled = table.map(compile);
  return (method: string, rawPath: string): MatchedRoute | undefined => {
    for (const { route, pattern, names } of compiled) {
      if (route.method !== method) continue;
      const match = pattern.exec(rawPath);
      if (!match) continue;
      const routeKey = `${route.method} ${route.path}`;
      const values = match.slice(1).map(percentDecoded);
      const malformed = values.findIndex((value) => value === undefined);
      if (malformed >= 0)
        return { route, routeKey, pathParameters: undefined, malformedParameter: names[malformed] ?? 'path' };
      const pathParameters = names.length
        ? Object.fromEntries(names.map((name, index) => [name, values[index] ?? '']))
        : undefined;
      return { route, routeKey, pathParameters };
    }
    return undefined;
  };
}
