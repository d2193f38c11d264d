import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticSite } from '../../../functions/local/gateway/static-site.ts';
import {
  APP_SHELL_PAGE,
  appShellPrefixes,
  NOT_FOUND_PAGE,
  notFoundResponseCode,
  routeRequestCode,
  webRoutes,
} from '../../../lib/edge-routing.ts';

interface EdgeRequest {
  uri: string;
  querystring: Record<string, { value: string }>;
}
interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
}
type ViewerRequest = (event: { request: EdgeRequest }) => EdgeRequest;
type ViewerResponse = (event: { request: EdgeRequest; response: EdgeResponse }) => EdgeResponse;

/** The function source as CloudFront gets it, run in an empty context: no Node globals to lean on. */
const load = <T>(code: string): T => runInNewContext(`${code}\nhandler;`, {}) as T;
const viewerRequest = load<ViewerRequest>(routeRequestCode());
const viewerResponse = load<ViewerResponse>(notFoundResponseCode());

/**
 * A web build laid out as web/scripts/prerender.ts leaves it: `<route>/index.html` for every route
 * of paths.ts (`index.html` for `/`), plus an asset and a public file.
 */
function webBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'quarter-edge-'));
  for (const route of webRoutes) {
    const file = path.join(dir, ...route.split('/').filter(Boolean), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `<!doctype html><title>${route}</title><div id="root"></div>`);
  }
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'export {};');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

const dist = webBuild();
const home = readFileSync(path.join(dist, 'index.html'), 'utf8');

/** What the site bucket holds: the build plus the not-found page lib/site.ts deploys (a copy of index.html). */
function bucketObject(key: string): string | undefined {
  if (key === NOT_FOUND_PAGE || key === APP_SHELL_PAGE) return home;
  const file = path.join(dist, key);
  return existsSync(file) && !key.endsWith('/') ? readFileSync(file, 'utf8') : undefined;
}

/**
 * One request through CloudFront's bucket behaviour: the viewer-request function, the bucket (a
 * missing object is 404: Origin Access Control may list the bucket), then the viewer-response
 * function, which CloudFront skips when the origin answers 400 or more, and which may see either the
 * viewer's path or the rewritten one.
 */
function throughCloudFront(target: string, responseSees: 'viewer path' | 'rewritten path') {
  const url = new URL(target, 'https://quarter.test');
  const querystring = Object.fromEntries([...url.searchParams].map(([name, value]) => [name, { value }]));
  const viewer: EdgeRequest = { uri: url.pathname, querystring };
  const rewritten = viewerRequest({ request: { ...viewer, querystring: { ...querystring } } });
  const body = bucketObject(rewritten.uri);
  const fromOrigin: EdgeResponse = { statusCode: body === undefined ? 404 : 200 };
  const response =
    fromOrigin.statusCode >= 400
      ? fromOrigin
      : viewerResponse({
          request: responseSees === 'viewer path' ? viewer : rewritten,
          response: fromOrigin,
        });
  return { key: rewritten.uri, querystring: rewritten.querystring, status: response.statusCode, body };
}

const table = [
  { path: '/', status: 200, key: '/index.html' },
  { path: '/pricing', status: 200, key: '/pricing/index.html' },
  { path: '/pricing/', status: 200, key: '/pricing/index.html' },
  { path: '/launch?service=x', status: 200, key: '/launch/index.html' },
  { path: '/admin/login', status: 200, key: '/admin/login/index.html' },
  { path: '/quarteradmin', status: 200, key: '/quarteradmin/index.html' },
  { path: '/assets/index-abc.js', status: 200, key: '/assets/index-abc.js' },
  { path: '/favicon.svg', status: 200, key: '/favicon.svg' },
  { path: '/nope', status: 404, key: NOT_FOUND_PAGE },
  { path: '/nope/', status: 404, key: NOT_FOUND_PAGE },
  { path: '/pricing/extra', status: 404, key: NOT_FOUND_PAGE },
  { path: '/assets/missing-abc.js', status: 404, key: '/assets/missing-abc.js' },
  // A partner's short link, said out loud (issue #26): the app shell, 200.
  { path: '/r/ada-okafor', status: 200, key: APP_SHELL_PAGE },
  { path: '/r/ada-okafor/', status: 200, key: APP_SHELL_PAGE },
  { path: '/r/', status: 404, key: NOT_FOUND_PAGE },
  { path: '/r', status: 404, key: NOT_FOUND_PAGE },
] as const;

describe('the CloudFront functions in front of the site bucket', () => {
  it('know every route of paths.ts and nothing else', () => {
    expect(webRoutes).toContain('/');
    expect(webRoutes).toContain('/launch');
    expect(webRoutes).toContain('/admin/login');
    expect(webRoutes).not.toContain('*');
    expect(appShellPrefixes).toEqual(['/r/']);
  });

  for (const responseSees of ['viewer path', 'rewritten path'] as const) {
    it.each(table)(
      `answer $path with $status from $key (viewer response sees the ${responseSees})`,
      (row) => {
        const outcome = throughCloudFront(row.path, responseSees);
        expect(outcome.key).toBe(row.key);
        expect(outcome.status).toBe(row.status);
      },
    );
  }

  it('serve unknown paths the app shell, whose router renders the Not Found page', () => {
    expect(throughCloudFront('/nope', 'viewer path').body).toBe(home);
  });

  it('leave the query string to the app', () => {
    expect(throughCloudFront('/launch?service=x', 'viewer path').querystring).toEqual({
      service: { value: 'x' },
    });
  });

  it('answer a direct request for the not-found page 404 too', () => {
    expect(throughCloudFront(NOT_FOUND_PAGE, 'viewer path').status).toBe(404);
    expect(throughCloudFront(NOT_FOUND_PAGE, 'rewritten path').status).toBe(404);
  });

  it('leave a 304 alone: it only confirms what the viewer already holds', () => {
    const response = viewerResponse({
      request: { uri: NOT_FOUND_PAGE, querystring: {} },
      response: { statusCode: 304 },
    });
    expect(response.statusCode).toBe(304);
  });
});

describe('local and AWS agree', () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const site = createStaticSite(dist);
    // As functions/local/gateway/server.ts hands the static site a decoded pathname without the query.
    server = createServer((req, res) => {
      void site.handle(req, res, new URL(req.url ?? '/', 'http://local').pathname);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(table)('on $path: both answer $status', async (row) => {
    const local = await fetch(`${origin}${row.path}`, { headers: { accept: 'text/html,*/*' } });
    const edge = throughCloudFront(row.path, 'viewer path');
    expect(local.status).toBe(row.status);
    expect(edge.status).toBe(local.status);
    const localBody = await local.text();
    // Known routes get the same file; an unknown navigation gets index.html from both.
    if (row.status === 200 || row.key === NOT_FOUND_PAGE) expect(localBody).toBe(edge.body);
    if (row.key === APP_SHELL_PAGE) expect(localBody).toBe(home);
  });
});
