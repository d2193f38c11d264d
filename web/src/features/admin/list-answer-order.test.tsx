import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adaOnboarding, json } from './admin-answers.test-support.ts';
import { OnboardingTab } from './components/onboarding-tab.tsx';
import { adminKeys, createAdminQueryClient } from './query-client.ts';
import { isolateAdminTests, renderAdmin } from './render-admin.test-support.tsx';

interface Held {
  readonly q: string;
  readonly answer: (paid: boolean) => void;
}

/** The onboarding list's requests, each held until the test answers it, in whatever order it likes. */
function holdListRequests(): Held[] {
  const held: Held[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL | Request) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/admin/onboarding')
        return Promise.resolve(json({ error: { code: 'not_found', message: 'Not found.' } }, 404));
      return new Promise<Response>((resolve) =>
        held.push({
          q: url.searchParams.get('q') ?? '',
          answer: (paid) => resolve(json({ items: [adaOnboarding(paid)], nextCursor: null })),
        }),
      );
    }),
  );
  return held;
}

/** Waits, loudly, for the list request number `index` (0-based) to have been sent. */
async function request(held: Held[], index: number, q: string): Promise<Held> {
  return vi.waitFor(
    () => {
      const sent = held[index];
      if (!sent) throw new Error(`waiting for list request ${index + 1} (q='${q}'); ${held.length} sent`);
      expect(sent.q).toBe(q);
      return sent;
    },
    { timeout: 3000 },
  );
}

/** The business names the list shows. */
const shownNames = () => [...new Set(screen.queryAllByText(/^Obi Pay/).map((name) => name.textContent))];

isolateAdminTests();

describe('the onboarding list shows only the newest answer', () => {
  it('drops an answer sent before the one on screen, and asks again, so a paid launch never shows unpaid', async () => {
    const held = holdListRequests();
    renderAdmin(<OnboardingTab />);
    // 1. The first load goes out before the launch is paid, and is slow.
    const first = await request(held, 0, '');

    // 2. Staff search for the business: that answer comes after the payment, paid.
    fireEvent.change(screen.getByLabelText('Search onboarding'), { target: { value: 'Obi' } });
    const search = await request(held, 1, 'Obi');
    search.answer(true);
    await screen.findByText('Obi Pay (paid)');

    // 3. Back to the whole list: the first load, still on its way, now answers, from before the payment.
    fireEvent.change(screen.getByLabelText('Search onboarding'), { target: { value: '' } });
    await new Promise((resolve) => setTimeout(resolve, 400)); // past the search's 300 ms pause
    first.answer(false);

    // The older answer is not shown over the newer one; the list is asked again, and that answer shows.
    const again = await request(held, 2, '');
    expect(shownNames()).toEqual(['Obi Pay (paid)']);
    again.answer(true);
    await vi.waitFor(() => expect(shownNames()).toEqual(['Obi Pay (paid)']));
    expect(screen.queryByText('Obi Pay (unpaid)')).toBeNull();
  });

  it('drops the first answer when the list was marked stale (a payment) while it was on its way, and asks again', async () => {
    const held = holdListRequests();
    const client = createAdminQueryClient();
    render(
      <QueryClientProvider client={client}>
        <OnboardingTab />
      </QueryClientProvider>,
    );
    // 1. The first load goes out before the launch is paid, and is slow.
    const first = await request(held, 0, '');
    // 2. The payment's live message marks the list stale while that answer is still on its way
    //    (not awaited: the client waits for the answer in flight).
    void client.invalidateQueries({ queryKey: adminKeys.list('onboarding') });
    // 3. The answer read before the payment arrives.
    first.answer(false);

    const again = await request(held, 1, '');
    expect(shownNames()).toEqual([]);
    again.answer(true);
    await screen.findByText('Obi Pay (paid)');
    expect(screen.queryByText('Obi Pay (unpaid)')).toBeNull();
  });
});
