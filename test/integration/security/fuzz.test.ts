import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getChatSession } from '../../../functions/adapters/db/chat-sessions.ts';
import { routes, type RouteDefinition } from '../../../functions/handlers/routes.ts';
import { bodySpecs, FUZZ_MARKER, querySpecs } from './endpoint-specs.ts';
import {
  commonTexts,
  expectRefusal,
  namesIn,
  pointAtProduct,
  send,
  sentTexts,
  snapshot,
  storedFromFuzz,
  stringsIn,
  type TableSnapshot,
} from './fuzz-support.ts';
import { anyString, invalidValue, withField, type FieldKind } from './invalid-values.ts';

/**
 * Property-based fuzzing of every endpoint in the route table (functions/handlers/routes.ts), so a
 * route added later is fuzzed without touching this file. Public and signature routes get bad
 * bodies and queries; user and admin routes must refuse anyone without a valid token first.
 * Bad input must always be a 4xx JSON error naming the problem, never a 5xx, and store nothing.
 */
const TARGETED_RUNS = 50;
const GENERIC_RUNS = 12;
const OVERSIZED_RUNS = 2;
const GUARDED_RUNS = 5;

const keyOf = (route: RouteDefinition) => `${route.method} ${route.path}`;
const hasBody = (route: RouteDefinition) => route.method !== 'GET' && route.method !== 'DELETE';
const openRoutes = routes.filter((route) => route.auth === 'public' || route.auth === 'signature');
const guardedRoutes = routes.filter((route) => route.auth === 'user' || route.auth === 'admin');

/** Body text that is JSON but not an object, or not JSON at all. */
const notAnObjectBody = fc.oneof(
  fc
    .oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      anyString(),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    )
    .map((value) => JSON.stringify(value)),
  anyString(60)
    .map((text) => `{${text}`)
    .filter((text) => {
      try {
        JSON.parse(text);
        return false;
      } catch {
        return true;
      }
    }),
);

/** Over the 64 KB body cap every route applies before parsing. */
const oversizedBody = fc
  .integer({ min: 65 * 1024, max: 160 * 1024 })
  .chain((length) =>
    fc.constantFrom('x', 'é', '🚀').map((unit) => JSON.stringify({ notes: unit.repeat(length) })),
  );

/** Path parameters ({id}, {token}) filled with arbitrary text. */
const concretePath = (path: string) =>
  fc
    .array(
      // '.' and '..' are dot-segments: fetch removes them before sending, so no route can see them.
      anyString(30).filter((text) => text.length > 0 && text !== '.' && text !== '..'),
      { minLength: 3, maxLength: 3 },
    )
    .map((values) => {
      let index = 0;
      return path.replace(/\{[^}]+\}/g, () =>
        encodeURIComponent((values[index++] ?? 'x').replace(/[\uD800-\uDFFF]/g, 'x')),
      );
    });

async function run<Values extends unknown[]>(property: fc.IAsyncProperty<Values>, numRuns: number) {
  await fc.assert(property, { numRuns, endOnFailure: true });
}

beforeAll(() => {
  pointAtProduct();
  const kinds = [
    ...Object.values(bodySpecs).flatMap((spec) => Object.values(spec.fields)),
    ...Object.values(querySpecs).flatMap((spec) => Object.values(spec)),
  ];
  const enumValues = (kind: FieldKind): readonly string[] =>
    kind.kind === 'enum'
      ? kind.values
      : kind.kind === 'list'
        ? enumValues(kind.item)
        : kind.kind === 'messages'
          ? kind.roles
          : [];
  for (const text of [
    ...Object.values(bodySpecs).flatMap((spec) => stringsIn(spec.example)),
    ...Object.values(bodySpecs).flatMap((spec) => [...namesIn(spec.example), ...Object.keys(spec.fields)]),
    ...kinds.flatMap(enumValues),
  ]) {
    commonTexts.add(text.trim().toLowerCase());
  }
});

describe.each(openRoutes.filter(hasBody).map((route) => ({ route, key: keyOf(route) })))(
  '$key',
  ({ route, key }) => {
    const spec = bodySpecs[key];
    let before: TableSnapshot = new Map();

    beforeAll(async () => {
      sentTexts.clear();
      before = await snapshot();
    });

    it('refuses JSON that is not an object, and text that is not JSON, with a 4xx naming the body', async () => {
      await run(
        fc.asyncProperty(notAnObjectBody, async (body) => {
          const answer = await send(route.method, route.path, { body });
          expectRefusal(answer, route.auth === 'signature' ? {} : { statuses: [400] });
          if (route.auth !== 'signature') expect(answer.text).toMatch(/"message":"(body|The request body)/);
        }),
        GENERIC_RUNS,
      );
    });

    it('refuses a body over the cap with 413', async () => {
      await run(
        fc.asyncProperty(oversizedBody, async (body) => {
          expectRefusal(await send(route.method, route.path, { body }), { statuses: [413] });
        }),
        OVERSIZED_RUNS,
      );
    });

    if (spec) {
      const fieldNames = Object.keys(spec.fields);
      const brokenField = fc
        .constantFrom(...fieldNames)
        .chain((field) =>
          invalidValue(spec.fields[field] ?? { kind: 'object' }).map((value) => ({ field, value })),
        );

      it(`refuses a wrong type, an over-long or malformed value in any field (${fieldNames.length} fields), naming the field`, async () => {
        await run(
          fc.asyncProperty(brokenField, async ({ field, value }) => {
            const body = JSON.stringify(withField(spec.example, field, value));
            expectRefusal(await send(route.method, route.path, { body }), { statuses: [400, 413], field });
          }),
          TARGETED_RUNS,
        );
      });
    }

    if (route.auth === 'signature') {
      it('refuses any body without a valid signature', async () => {
        await run(
          fc.asyncProperty(
            fc.jsonValue({ maxDepth: 2 }),
            fc.stringMatching(/^[0-9a-f]{0,128}$/),
            async (payload, signature) => {
              const answer = await send(route.method, route.path, {
                body: JSON.stringify(payload),
                headers: { 'x-paystack-signature': signature },
              });
              expectRefusal(answer, { statuses: [400, 401] });
            },
          ),
          GENERIC_RUNS,
        );
      });
    }

    it('stores nothing', async () => {
      expect(storedFromFuzz(before, await snapshot(), FUZZ_MARKER)).toEqual([]);
    });
  },
);

describe.each(
  openRoutes.filter((route) => route.method === 'GET').map((route) => ({ route, key: keyOf(route) })),
)('$key', ({ route, key }) => {
  const spec = querySpecs[key];
  let before: TableSnapshot = new Map();

  beforeAll(async () => {
    sentTexts.clear();
    before = await snapshot();
  });

  it('answers arbitrary query strings without a 5xx, in JSON', async () => {
    const query = fc.dictionary(anyString(12), anyString(40), { maxKeys: 4 }).map((entries) => {
      const clean = (text: string) => text.replace(/[\uD800-\uDFFF]/g, '?');
      return new URLSearchParams(
        Object.entries(entries).map(([name, value]): [string, string] => [clean(name), clean(value)]),
      ).toString();
    });
    await run(
      fc.asyncProperty(query, async (search) => {
        const answer = await send('GET', `${route.path}?${search}`);
        expect(answer.status, answer.text).toBeLessThan(500);
        expect(answer.contentType).toMatch(/^application\/json/);
        if (answer.status >= 400) expectRefusal(answer);
      }),
      GENERIC_RUNS,
    );
  });

  if (spec) {
    const names = Object.keys(spec);
    const brokenParam = fc.constantFrom(...names).chain((name) =>
      invalidValue(spec[name] ?? { kind: 'object' })
        .filter((value) => typeof value === 'string' || typeof value === 'number')
        .map((value) => ({ name, value: String(value).replace(/[\uD800-\uDFFF]/g, '?') })),
    );
    it(`refuses a malformed ${names.join(', ')} with 400 naming it`, async () => {
      await run(
        fc.asyncProperty(brokenParam, async ({ name, value }) => {
          const answer = await send(
            'GET',
            `${route.path}?${new URLSearchParams({ [name]: value }).toString()}`,
          );
          expectRefusal(answer, { statuses: [400], field: name });
        }),
        TARGETED_RUNS,
      );
    });
  }

  it('stores nothing', async () => {
    expect(storedFromFuzz(before, await snapshot(), FUZZ_MARKER)).toEqual([]);
  });
});

describe.each(guardedRoutes.map((route) => ({ route, key: keyOf(route) })))(
  '$key ($route.auth)',
  ({ route }) => {
    it('refuses a caller without a valid token (401 JSON) whatever the path and body', async () => {
      const authorization = fc.oneof(
        fc.constant(undefined),
        anyString(80).map((text) => `Bearer ${text.replace(/[^\x20-\x7e]/g, '')}`),
        fc
          .tuple(fc.base64String(), fc.base64String(), fc.base64String())
          .map((parts) => `Bearer ${parts.join('.')}`),
      );
      await run(
        fc.asyncProperty(
          concretePath(route.path),
          authorization,
          fc.jsonValue({ maxDepth: 2 }),
          async (path, header, payload) => {
            const answer = await send(route.method, path, {
              ...(hasBody(route) ? { body: JSON.stringify(payload) } : {}),
              headers: header ? { authorization: header } : {},
            });
            expectRefusal(answer, { statuses: [401] });
          },
        ),
        GUARDED_RUNS,
      );
    });
  },
);

it('covers every route of the route table', () => {
  const covered = [...openRoutes, ...guardedRoutes].map(keyOf);
  expect(routes.map(keyOf).filter((key) => !covered.includes(key))).toEqual([]);
});

describe('POST /api/chat-sessions contact details', () => {
  it('keeps arbitrary invalid e-mails and phones out of the stored session (saved with null instead)', async () => {
    const junk = fc.oneof(
      invalidValue({ kind: 'email', required: false }),
      fc.constantFrom('<img src=x onerror=alert(1)>', '"><script>alert(1)</script>', "x@y.z' OR '1'='1"),
    );
    let saved = 0;
    await run(
      fc.asyncProperty(junk, junk, async (customerEmail, customerPhone) => {
        saved += 1;
        const example = bodySpecs['POST /api/chat-sessions']?.example ?? {};
        const sessionId = `chat-${Date.now()}-junk${String(saved).padStart(5, '0')}`;
        const answer = await send('POST', '/api/chat-sessions', {
          body: JSON.stringify({ ...example, sessionId, customerEmail, customerPhone }),
        });
        expect(answer.status, answer.text).toBe(200);
        const stored = await getChatSession(sessionId);
        expect(stored?.customer_email ?? null).toBeNull();
        expect(stored?.customer_phone ?? null).toBeNull();
      }),
      GENERIC_RUNS,
    );
  });
});
