import { paths } from '../web/src/lib/paths.ts';

/**
 * Every route of the web app, straight from web/src/lib/paths.ts. web/scripts/prerender.ts writes
 * `<route>/index.html` (`/index.html` for `/`) for each of exactly these: the pre-rendered page or a
 * copy of the app shell.
 */
export const webRoutes: readonly string[] = Object.values(paths)
  .map((route) => route.path)
  .filter((route) => route.startsWith('/'))
  .sort();

/**
 * The object an unknown path is served from: a copy of `/index.html` deployed next to the build
 * (lib/site.ts). The app sees a path it has no route for and renders its Not Found page, as it does
 * locally (functions/local/gateway/static-site.ts serves index.html with 404).
 */
export const NOT_FOUND_PAGE = '/404.html';

/** The object pages under appShellPrefixes are served from: another copy of `/index.html` (lib/site.ts). */
export const APP_SHELL_PAGE = '/app-shell.html';

/**
 * Path prefixes whose every page the app shell renders with 200: the routes of paths.ts written
 * relative with a trailing `/*` (a partner's short link `r/*` gives `/r/`, issue #26). A link a partner
 * says out loud must not answer 404; the slug is looked up by the page, so there is no file per slug.
 * They are served APP_SHELL_PAGE, which the viewer-response function leaves 200 whether it sees
 * the viewer's path (a `shell` kind) or the rewritten one (a file).
 */
export const appShellPrefixes: readonly string[] = Object.values(paths)
  .map((route) => route.path)
  .filter((route) => !route.startsWith('/') && route.endsWith('/*'))
  .map((route) => `/${route.slice(0, -1)}`)
  .sort();

/**
 * The classification both edge functions share, in the JavaScript CloudFront Functions run
 * (runtime 2.0; kept to ES5 so nothing depends on the runtime's newer syntax).
 * `file`: the last segment has a dot, served as it is. `route`: a known route. `shell`: under one of
 * appShellPrefixes (the shell copy, 200). `unknown`: anything else. A trailing slash is ignored, so `/pricing/` is `/pricing`.
 */
function classifierSource(routes: readonly string[], shellPrefixes: readonly string[]): string {
  const table = JSON.stringify(Object.fromEntries(routes.map((route) => [route, true])));
  return `var routes = ${table};
var shellPrefixes = ${JSON.stringify(shellPrefixes)};
var notFoundPage = ${JSON.stringify(NOT_FOUND_PAGE)};
var appShellPage = ${JSON.stringify(APP_SHELL_PAGE)};
function withoutTrailingSlash(uri) {
  return uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.substring(0, uri.length - 1) : uri;
}
function kindOf(uri) {
  var path = withoutTrailingSlash(uri);
  if (path.substring(path.lastIndexOf('/') + 1).indexOf('.') !== -1) return 'file';
  if (routes[path] === true) return 'route';
  for (var i = 0; i < shellPrefixes.length; i++) {
    var prefix = shellPrefixes[i];
    if (path.length > prefix.length && path.substring(0, prefix.length) === prefix) return 'shell';
  }
  return 'unknown';
}
`;
}

/**
 * Viewer request, in front of the bucket: a known route is fetched as its own `index.html`, a file
 * as itself, anything else as the not-found page.
 */
export function routeRequestCode(
  routes: readonly string[] = webRoutes,
  shellPrefixes: readonly string[] = appShellPrefixes,
): string {
  return `${classifierSource(routes, shellPrefixes)}function handler(event) {
  var request = event.request;
  var kind = kindOf(request.uri);
  if (kind === 'route') {
    var path = withoutTrailingSlash(request.uri);
    request.uri = path === '/' ? '/index.html' : path + '/index.html';
  } else if (kind === 'shell') {
    request.uri = appShellPage;
  } else if (kind === 'unknown') {
    request.uri = notFoundPage;
  }
  return request;
}
`;
}

/**
 * Viewer response, in front of the bucket: the not-found page answers 404 (soft 404s mislead crawlers
 * and monitors). It works whether `event.request.uri` is the viewer's path or the rewritten one. A
 * 304 stays a 304: it only confirms what the viewer holds. CloudFront runs no viewer-response function
 * on an origin's 4xx, so a missing file's 404 comes from S3 itself (Origin Access Control may list the
 * bucket; without that S3 would say 403).
 *
 * It also adds the page's WebSocket origin, wss://<distribution domain> (config.json's wsUrl), to the
 * CSP connect-src the response headers policy set (CloudFront adds policy headers before this
 * function runs): older Safari releases do not count wss:// on the page's host as 'self'. The policy
 * cannot name the domain itself: the distribution refers to the policy, so the policy referring to
 * the distribution's domain would be a circular dependency.
 */
export function notFoundResponseCode(
  routes: readonly string[] = webRoutes,
  shellPrefixes: readonly string[] = appShellPrefixes,
): string {
  return `${classifierSource(routes, shellPrefixes)}function withWebSocketOrigin(headers, domain) {
  var csp = headers && headers['content-security-policy'];
  if (!csp || !/^[a-z0-9.-]+$/.test(domain || '')) return;
  var origin = 'wss://' + domain;
  csp.value = csp.value.split(';').map(function (part) {
    var directive = part.trim();
    if (directive.indexOf('connect-src ') !== 0) return directive;
    return directive.split(' ').indexOf(origin) === -1 ? directive + ' ' + origin : directive;
  }).join('; ');
}
function handler(event) {
  var response = event.response;
  var uri = event.request.uri;
  var unknown = withoutTrailingSlash(uri) === notFoundPage || kindOf(uri) === 'unknown';
  if (response.statusCode === 200 && unknown) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  withWebSocketOrigin(response.headers, event.context && event.context.distributionDomainName);
  return response;
}
`;
}
