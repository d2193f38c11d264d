import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDefinition } from '../../../functions/handlers/routes.ts';
import { apiEvent, readResult } from '../chat/event.ts';

/**
 * On AWS, API Gateway hands each handler its path parameters. A parameter that still holds a
 * malformed percent-escape (undecodable, or sent double-encoded) is refused by the shared HTTP
 * plumbing (httpHandler) with 400 `validation` on every route that has one, before the handler or
 * any store looks at it (issue #25). Each route's own handler, as bundled.
 */
const BAD_ESCAPES = ['%E0%A4%A', '%ZZ', '%', 'abc%2', '%C0%AF', '%ED%A0%80'];

const withParameters = routes.filter((route: RouteDefinition) => route.path.includes('{'));

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'quarter-unit',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'unit',
    AWS_SECRET_ACCESS_KEY: 'unit',
    SITE_URL: 'https://quarter.example',
  });
});

describe('a malformed percent-escape in a path parameter', () => {
  it('is found on every route with a parameter in the route table', () => {
    expect(withParameters.length).toBeGreaterThanOrEqual(10);
  });

  for (const route of withParameters) {
    it(`answers 400 validation on ${route.method} ${route.path}`, async () => {
      const { handler } = (await import(`../../../functions/handlers/${route.handler}.ts`)) as {
        handler: (event: unknown) => Promise<unknown>;
      };
      const names = [...route.path.matchAll(/\{([A-Za-z0-9_]+)\+?\}/g)].map((match) => match[1] ?? '');

      for (const bad of BAD_ESCAPES) {
        const event = {
          ...apiEvent(route.method, route.path, route.method === 'GET' ? undefined : {}),
          pathParameters: Object.fromEntries(names.map((name) => [name, bad])),
        };

        const answer = readResult(await handler(event));

        expect(answer.statusCode, `${bad} on ${route.path}`).toBe(400);
        expect(answer.body, bad).toEqual({
          error: { code: 'validation', message: `${names[0]}: holds a malformed percent-escape` },
        });
      }
    });
  }
});
