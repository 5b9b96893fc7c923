// Routing by path template, as the documents write them (`/users/{userId}`): which route a request
// path and method reach, with the path's parameters.
import type { Route } from './types.js';

/** A route with its template as a regular expression and the names of its parameters. */
export interface CompiledRoute extends Route {
  regex: RegExp;
  names: string[];
}

/** The route a request reaches, its parameters and its path below the route's base path. */
export interface RouteMatch {
  route: CompiledRoute;
  params: Record<string, string>;
  path: string;
}

export function compileRoute(route: Route): CompiledRoute {
  const names: string[] = [];
  // Braces are not escaped, so `{name}` survives for the second replace.
  const pattern = route.template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { ...route, regex: new RegExp(`^${pattern}/?$`), names };
}

/**
 * The first route whose template and method match; otherwise 'method-not-allowed' when a template
 * matches the path with another method, else 'not-found'.
 */
export function matchRoute(
  routes: readonly CompiledRoute[],
  pathname: string,
  method: string | undefined,
  basePath: string,
): RouteMatch | 'method-not-allowed' | 'not-found' {
  let pathMatched = false;
  for (const route of routes) {
    const base = route.basePath ?? basePath;
    if (!pathname.startsWith(base)) continue;
    const routePath = pathname.slice(base.length) || '/';
    const m = route.regex.exec(routePath);
    if (!m) continue;
    pathMatched = true;
    if (route.method !== method) continue;
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => (params[name] = decodeURIComponent(m[i + 1] ?? '')));
    return { route, params, path: routePath };
  }
  return pathMatched ? 'method-not-allowed' : 'not-found';
}
