import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../../functions/handlers/body-limits.ts';
import { httpHandler, json } from '../../../functions/handlers/lib/http.ts';
import { apiEvent, readResult } from '../chat/event.ts';

/**
 * The edge firewall lets each body route's bodies through and leaves the limit to the route
 * (test/infra/edge-body-limits.test.ts); this is the other half: every route refuses more than its
 * limit with 413, even one whose handler never reads the body (issue #25).
 */
describe('the body limit of a route', () => {
  const answered = httpHandler(() => Promise.resolve(json(200, { ran: true })));
  const send = async (key: string, bytes: number) => {
    const [method = '', path = ''] = key.split(' ');
    return readResult(await answered(apiEvent(method, path, 'x'.repeat(bytes))));
  };

  it.each(Object.entries(BODY_LIMIT_BYTES))(
    '%s takes %i bytes and answers 413 to one more',
    async (key, limit) => {
      expect((await send(key, limit)).statusCode).toBe(200);
      const over = await send(key, limit + 1);
      expect(over.statusCode).toBe(413);
      expect(over.body).not.toHaveProperty('ran');
    },
  );
});
