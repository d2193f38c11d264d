import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveChatSession } from '../../../functions/adapters/db/chat-sessions.ts';
import { chatSessionsList } from './chat-sessions-list.ts';
import { signInAdmin } from './identity.ts';

/**
 * The staff list's Today card counts every chat session created on the current Lagos date, so this
 * file runs alone (test/setup/integration-alone.ts): a session another file saved between the count
 * before and the count after moved the number under the test. Moved here from chat-sessions.test.ts.
 */
const baseUrl = inject('baseUrl');
const marker = `zt${randomUUID().slice(0, 6)}`;

let token: string;
const { list, allPages } = chatSessionsList(baseUrl, () => token);

beforeAll(async () => {
  token = (await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'))).idToken;
  // Sessions of an earlier day named with the marker (the search reads names), so the search
  // below spans several pages, as in chat-sessions.test.ts where this test began, and every page
  // has to carry the same count.
  for (let index = 0; index < 6; index += 1)
    await saveChatSession({
      session_id: `${marker}-earlier-${index}`,
      conversation_data: [],
      customer_name: `Founder ${marker.toUpperCase()} ${index}`,
      now: new Date(Date.parse('2026-03-02T08:00:00.000Z') + index * 10_000).toISOString(),
    });
});

describe('the Today card', () => {
  it('counts sessions created on the current Lagos date, the same on every page', async () => {
    const before = (await list('limit=1')).today;

    await saveChatSession({ session_id: `${marker}-today-1`, conversation_data: [] });
    await saveChatSession({ session_id: `${marker}-today-2`, conversation_data: [] });
    // Saving again is not a new session; a session created yesterday is not today's.
    await saveChatSession({ session_id: `${marker}-today-1`, conversation_data: [], customer_name: 'Later' });
    await saveChatSession({
      session_id: `${marker}-yesterday`,
      conversation_data: [],
      now: new Date(Date.now() - 36 * 60 * 60 * 1000).toISOString(),
    });

    const { todays } = await allPages(`q=${marker}&limit=2`);
    expect(todays.length).toBeGreaterThan(1);
    expect(new Set(todays)).toEqual(new Set([before + 2]));
  });
});
