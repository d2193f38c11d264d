import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../../lib/config.ts';
import { TEST_RUNTIME_CONFIG } from '../../lib/test-runtime-config.ts';
import { ADA_TOKEN, adaOnboarding, json, PAID_SETUP_FEE } from './admin-answers.test-support.ts';
import { OnboardingTab } from './components/onboarding-tab.tsx';
import { changedRecord, changedSessionId } from './live-socket.ts';
import { adminKeys, createAdminQueryClient, keysToInvalidate } from './query-client.ts';

const OTHER = 'bbbb2222-0000-4000-8000-000000000002';

const timeline = (paid: boolean) => ({
  prospect: {
    resume_token: ADA_TOKEN,
    name: 'Ada Obi',
    email: 'ada@example.com',
    business_name: 'Obi Pay',
    referral_partner: null,
    owner: null,
    follow_up_on: null,
  },
  events: [
    ...(paid ? [PAID_SETUP_FEE] : []),
    {
      id: 'launch_chat_started',
      kind: 'launch_chat_started',
      at: '2026-03-01T09:00:00.000Z',
      business_type: 'FinTech',
    },
  ],
});

let paid = false;
let calls: string[] = [];

beforeEach(() => {
  paid = false;
  calls = [];
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(url.pathname);
      if (url.pathname === `/api/admin/prospects/${ADA_TOKEN}/timeline`) return json(timeline(paid));
      if (url.pathname === '/api/admin/onboarding')
        return json({ items: [adaOnboarding(paid)], nextCursor: null });
      return new Response('{}', { status: 404 });
    }),
  );
});

afterEach(() => {
  cleanup();
  setRuntimeConfigForTests(undefined);
  vi.unstubAllGlobals();
});

describe('live messages', () => {
  it('reads record_changed (kind and token) apart from chat_session_changed, and ignores the rest', () => {
    const message = JSON.stringify({
      type: 'record_changed',
      kind: 'payment',
      token: ADA_TOKEN,
      eventName: 'MODIFY',
    });
    expect(changedRecord(message)).toEqual({ kind: 'payment', token: ADA_TOKEN });
    expect(changedSessionId(message)).toBeNull();
    expect(changedRecord('{"type":"chat_session_changed","id":"s1","eventName":"INSERT"}')).toBeNull();
    expect(changedRecord('{"type":"record_changed","kind":"lead","token":"x"}')).toBeNull();
    expect(changedRecord('{"type":"record_changed","kind":"payment"}')).toBeNull();
    expect(changedRecord('not json')).toBeNull();
  });

  it('marks stale the lists of a kind and the timeline of its token, nothing else', () => {
    expect(keysToInvalidate({ kind: 'payment', token: ADA_TOKEN })).toEqual([
      adminKeys.list('onboarding'),
      adminKeys.list('launch-requests'),
      adminKeys.timeline(ADA_TOKEN),
    ]);
    expect(keysToInvalidate({ kind: 'setup_call', token: ADA_TOKEN })).toEqual([
      adminKeys.list('onboarding'),
      adminKeys.timeline(ADA_TOKEN),
    ]);
    expect(keysToInvalidate({ kind: 'launch_request', token: ADA_TOKEN })).toEqual([
      adminKeys.list('launch-requests'),
      adminKeys.timeline(ADA_TOKEN),
    ]);
    // The lists show the prospect's owner and follow-up (issue #26), so a prospect change refreshes them.
    expect(keysToInvalidate({ kind: 'prospect', token: ADA_TOKEN })).toEqual([
      adminKeys.list('onboarding'),
      adminKeys.list('launch-requests'),
      adminKeys.timeline(ADA_TOKEN),
      adminKeys.followUps,
    ]);
    expect(keysToInvalidate({ kind: 'chat_session', id: 's1' })).toEqual([
      adminKeys.list('chat-sessions'),
      adminKeys.timelines,
    ]);
  });

  it('a payment message refetches the onboarding list and the open timeline of its token only', async () => {
    const client = createAdminQueryClient();
    render(
      <QueryClientProvider client={client}>
        <OnboardingTab />
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('listitem');
    fireEvent.click(within(card).getByRole('button', { name: 'Timeline' }));
    const events = await screen.findByRole('list', { name: 'Timeline events, newest first' });
    expect(within(events).getAllByRole('listitem')).toHaveLength(1);

    // Another token's change leaves this timeline alone.
    for (const queryKey of keysToInvalidate({ kind: 'prospect', token: OTHER }))
      await client.invalidateQueries({ queryKey });
    expect(calls.filter((path) => path.endsWith('/timeline'))).toHaveLength(1);

    paid = true;
    const change = changedRecord(
      JSON.stringify({ type: 'record_changed', kind: 'payment', token: ADA_TOKEN, eventName: 'MODIFY' }),
    );
    if (!change) throw new Error('The payment message was not read');
    for (const queryKey of keysToInvalidate(change)) await client.invalidateQueries({ queryKey });

    await within(card).findByText('Obi Pay (paid)');
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Timeline events, newest first' }))
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('data-event-kind')),
      ).toEqual(['payment', 'launch_chat_started']),
    );
  });
});
