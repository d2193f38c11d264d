import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { saveChatSession } from '../../../functions/adapters/db/chat-sessions.ts';
import { api } from './http.ts';
import { chatSessionsList } from './chat-sessions-list.ts';
import { signInAdmin } from './identity.ts';

const baseUrl = inject('baseUrl');
/** Every session of this file carries the marker in its name, so searches see only them. */
const marker = `zq${randomUUID().slice(0, 6)}`;
const base = '2026-03-02T08:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(base) + seconds * 1000).toISOString();

let token: string;
const get = (path: string) => api(baseUrl, path, { token });
const { list, allPages } = chatSessionsList(baseUrl, () => token);

const sessionIds = Array.from({ length: 5 }, (_, index) => `${marker}-session-${index}`);

beforeAll(async () => {
  token = (await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'))).idToken;
  for (const [index, sessionId] of sessionIds.entries()) {
    // Unrelated sessions in between, so a search has to read past non-matching items.
    await saveChatSession({
      session_id: `${marker}-other-${index}`,
      conversation_data: [],
      customer_name: 'Someone Else',
      now: at(index * 10 + 5),
    });
    await saveChatSession({
      session_id: sessionId,
      customer_name: `Founder ${marker.toUpperCase()} ${index}`,
      customer_email: `founder${index}@example.com`,
      business_type: index % 2 === 0 ? 'fintech' : 'restaurant',
      identified_needs: [
        'business_launch',
        index % 2 === 0 ? 'fintech' : 'restaurant',
        ...(index === 2 ? [`needle${marker}`] : []),
      ],
      conversation_data: [
        { role: 'user', content: `Transcript line of session ${index}`, timestamp: at(index * 10) },
      ],
      now: at(index * 10),
    });
  }
});

describe('GET /api/admin/chat-sessions', () => {
  it('lists newest activity first, finds matches across pages (case-insensitively) and never repeats one', async () => {
    const { ids, pages } = await allPages(`q=${marker.toUpperCase()}&limit=2`);

    expect(ids).toEqual([...sessionIds].reverse());
    expect(pages).toBe(3);
  });

  it('searches business type and identified needs as well as name and email', async () => {
    const byNeed = await list(`q=NEEDLE${marker}`);
    expect(byNeed.items.map((item) => item.session_id)).toEqual([sessionIds[2]]);

    const restaurants = await allPages(`q=restaurant&limit=100`);
    expect(restaurants.ids).toEqual(expect.arrayContaining([sessionIds[1], sessionIds[3]]));
    expect(restaurants.ids).not.toContain(sessionIds[0]);

    const byEmail = await list(`q=FOUNDER4@EXAMPLE.COM`);
    expect(byEmail.items.map((item) => item.session_id)).toEqual([sessionIds[4]]);
  });

  it('leaves the transcript out of list rows', async () => {
    const page = await list(`q=${marker}`);

    expect(page.items[0]).not.toHaveProperty('conversation_data');
    expect(page.items[0]).toMatchObject({
      customer_email: 'founder4@example.com',
      identified_needs: ['business_launch', 'fintech'],
    });
  });

  it('refuses a cursor it did not issue, an unknown status and a huge limit (400)', async () => {
    const launchCursor = (await api(baseUrl, '/api/admin/launch-requests?limit=1', { token })).body as {
      nextCursor: string | null;
    };
    const foreign = launchCursor.nextCursor ?? Buffer.from('{"pk":"x"}').toString('base64url');

    for (const query of [
      'cursor=not-a-cursor!',
      `cursor=${Buffer.from('{"pk":"chat#x","sk":"session"}').toString('base64url')}`,
      `cursor=${foreign}`,
      'status=archived',
      'limit=100000',
    ]) {
      const answer = await get(`/api/admin/chat-sessions?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'validation' } });
    }
  });
});

describe('a session in detail and its status', () => {
  it('reads one session with its transcript; an unknown one is 404', async () => {
    const found = await get(`/api/admin/chat-sessions/${sessionIds[2]}`);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      session_id: sessionIds[2],
      conversation_data: [{ role: 'user', content: 'Transcript line of session 2' }],
    });

    expect((await get(`/api/admin/chat-sessions/${marker}-nobody`)).status).toBe(404);
    expect((await get(`/api/admin/chat-sessions/${'x'.repeat(300)}`)).status).toBe(404);
  });

  it('sets follow_up and closed, and the status filter follows', async () => {
    const patch = (id: string, status: string) =>
      api(baseUrl, `/api/admin/chat-sessions/${id}`, { method: 'PATCH', token, body: { status } });

    const followed = await patch(sessionIds[1] ?? '', 'follow_up');
    const closed = await patch(sessionIds[3] ?? '', 'closed');

    expect(followed).toMatchObject({ status: 200, body: { session_id: sessionIds[1], status: 'follow_up' } });
    expect(closed).toMatchObject({ status: 200, body: { session_id: sessionIds[3], status: 'closed' } });
    expect((await list(`q=${marker}&status=follow_up`)).items.map((item) => item.session_id)).toEqual([
      sessionIds[1],
    ]);
    expect((await list(`q=${marker}&status=closed`)).items.map((item) => item.session_id)).toEqual([
      sessionIds[3],
    ]);
    expect((await list(`q=${marker}&status=active`)).items.map((item) => item.session_id)).toEqual([
      sessionIds[4],
      sessionIds[2],
      sessionIds[0],
    ]);
  });

  it('refuses statuses an admin may not set (400) and unknown sessions (404)', async () => {
    const patch = (id: string, body: unknown) =>
      api(baseUrl, `/api/admin/chat-sessions/${id}`, { method: 'PATCH', token, body });

    for (const status of ['active', 'completed', 'archived', '']) {
      expect((await patch(sessionIds[0] ?? '', { status })).status, status).toBe(400);
    }
    expect((await patch(sessionIds[0] ?? '', {})).status).toBe(400);
    expect((await patch(`${marker}-nobody`, { status: 'closed' })).status).toBe(404);
    expect((await get(`/api/admin/chat-sessions/${sessionIds[0]}`)).body).toMatchObject({ status: 'active' });
  });
});
