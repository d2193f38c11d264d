import { beforeAll, describe, expect, it } from 'vitest';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { waitFor } from '../../setup/wait-for.ts';
import { api, pointAtProduct, signInAdmin, type Tokens } from '../payments/support.ts';
import { launchChat, marker } from './acceptance-26-people.ts';

/**
 * Issue #26, "The funnel says 200%": with more launch chats than Q chats in the period, no step of
 * the funnel shows more than 100%, whatever the answer's shape (every conversion-like number is read).
 */
let admin: Tokens;

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
});

/** Every number in the answer under a key that names a ratio, as [path, value]. */
function ratios(value: unknown, path = ''): Array<[string, number]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => ratios(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'number' && /conversion|rate|ratio|percent|share/i.test(key)
      ? [[`${path}.${key}`, inner] as [string, number]]
      : ratios(inner, `${path}.${key}`),
  );
}

const launchChatsCounted = (body: unknown): number => {
  const stages =
    (body as { stages?: Array<{ stage?: string; label?: string; count?: number }> }).stages ?? [];
  const launch = stages.find(
    (stage) => stage.stage === 'launch_started' || /launch chats? started/i.test(stage.label ?? ''),
  );
  return launch?.count ?? 0;
};

describe('the funnel with more launch chats than Q chats (issue #26)', () => {
  it('never shows a step over 100%', async () => {
    const funnel = () => api('/api/admin/funnel?days=7', { token: admin.accessToken });
    const before = launchChatsCounted((await funnel()).body);

    // Five founders go straight to /launch without chatting to Q.
    const m = marker();
    for (let index = 0; index < 5; index += 1)
      await launchChat(newResumeToken(), { businessName: `Direct ${m} ${index}` });
    const answer = await waitFor(
      'the funnel to count the five new launch chats',
      async () => funnel(),
      (found) => found.status === 200 && launchChatsCounted(found.body) >= before + 5,
      { timeoutMs: 30_000 },
    );

    const found = ratios(answer.body);
    expect(found.length, `the answer carries its conversions: ${answer.text}`).toBeGreaterThan(0);
    for (const [path, value] of found) {
      const limit = /percent/i.test(path) ? 100 : 1;
      expect(value, `${path} in ${answer.text}`).toBeLessThanOrEqual(limit);
    }
  });
});
