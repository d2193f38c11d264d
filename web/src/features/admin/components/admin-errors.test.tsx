import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dismissToast, Toaster } from '../../../components/ui/toast.tsx';
import { LAUNCH_REQUESTS_REFUSED, ONBOARDING_REFUSED } from '@domain/staff-refusals.ts';
import { ChatSessionsTab } from './chat-sessions-tab.tsx';
import { LaunchRequestsTab } from './launch-requests-tab.tsx';
import { OnboardingTab } from './onboarding-tab.tsx';
import { json } from '../admin-answers.test-support.ts';
import { isolateAdminTests, renderAdmin } from '../render-admin.test-support.tsx';

type Route = (url: URL, init?: RequestInit) => Response | undefined;

/** The server's answer: a refusal in its words (functions/domain/staff-refusals.ts), a fault in any. */
const refusal = (status: number, message = 'No.') =>
  json({ error: { code: status === 403 ? 'forbidden' : 'internal', message } }, status);

/** The network as the tabs see it: each admin path answered by the test. */
function serve(route: Route) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
      return route(url, init) ?? json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    }),
  );
  return calls;
}

const session = {
  id: 'widget-1-abcdefgh',
  session_id: 'widget-1-abcdefgh',
  status: 'active',
  customer_name: 'Ada Obi',
  customer_email: null,
  customer_phone: null,
  business_type: 'fintech',
  identified_needs: ['real_estate'],
  created_at: '2026-03-01T10:00:00.000Z',
  last_activity_at: '2026-03-01T10:05:00.000Z',
};

isolateAdminTests();

const alertText = async () => (await screen.findByRole('alert')).textContent;

describe('admin list errors', () => {
  it.each([
    [403, 'Failed to load launch requests. Check your admin permissions.', LAUNCH_REQUESTS_REFUSED],
    [500, 'Failed to load launch requests', 'Something went wrong.'],
  ])('launch requests answering %i show "%s"', async (status, message, said) => {
    serve(() => refusal(status, said));
    renderAdmin(
      <>
        <LaunchRequestsTab />
        <Toaster />
      </>,
    );
    expect(await alertText()).toContain(message);
  });

  it.each([
    [401, 'Failed to fetch onboarding records. Please check your admin permissions.', ONBOARDING_REFUSED],
    [503, 'An unexpected error occurred while fetching records.', 'Something went wrong.'],
  ])('onboarding answering %i shows "%s"', async (status, message, said) => {
    serve(() => refusal(status, said));
    renderAdmin(
      <>
        <OnboardingTab />
        <Toaster />
      </>,
    );
    expect(await alertText()).toContain(message);
  });

  it('a failed search of chat sessions keeps the list as it was; a failed status change keeps the status', async () => {
    const calls = serve((url, init) => {
      if (url.pathname !== '/api/admin/chat-sessions' && init?.method === 'PATCH') return refusal(500);
      if (url.searchParams.get('q')) return refusal(500);
      return json({ items: [session], nextCursor: null, today: 3 });
    });
    renderAdmin(
      <>
        <ChatSessionsTab />
        <Toaster />
      </>,
    );
    const card = await screen.findByRole('listitem');
    expect(within(card).getByText('real estate')).toBeTruthy();
    expect(screen.getByTestId('today-count').textContent).toBe('3');

    fireEvent.change(screen.getByLabelText('Search sessions'), { target: { value: 'nobody' } });
    expect(await alertText()).toContain('Failed to load chat sessions');
    expect(calls).toContain('GET /api/admin/chat-sessions?q=nobody');
    expect(screen.getByRole('listitem').textContent).toContain('Ada Obi');

    act(() => dismissToast());
    fireEvent.click(within(card).getByRole('button', { name: 'Mark follow up' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Failed to update session status'),
    );
    expect(within(card).getByText('Active')).toBeTruthy();
  });

  it('a status change shows "Session status updated" and the new status', async () => {
    serve((url, init) =>
      init?.method === 'PATCH'
        ? json({ ...session, status: 'closed', conversation_data: [] })
        : json({ items: [session], nextCursor: null, today: 1 }),
    );
    renderAdmin(
      <>
        <ChatSessionsTab />
        <Toaster />
      </>,
    );
    const card = await screen.findByRole('listitem');
    fireEvent.click(within(card).getByRole('button', { name: 'Mark closed' }));
    await screen.findByText('Session status updated');
    expect(within(card).getByText('Closed')).toBeTruthy();
  });
});
