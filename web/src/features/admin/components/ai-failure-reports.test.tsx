import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../../../lib/config.ts';
import { TEST_RUNTIME_CONFIG } from '../../../lib/test-runtime-config.ts';
import { OnboardingTab } from './onboarding-tab.tsx';
import { renderAdmin } from '../render-admin.test-support.tsx';

const markup = '<img src=x onerror="globalThis.injected=1"><script>globalThis.injected=2</script>';

const record = (resumeToken: string, aiFailures: unknown) => ({
  id: resumeToken,
  name: null,
  email: null,
  phone: null,
  business_name: `Kitchen ${resumeToken.slice(0, 4)}`,
  idea: null,
  business_type: 'Restaurants',
  stage_completed: 'sector',
  last_step: 'sector',
  needs_help_with: [],
  resume_token: resumeToken,
  setup_call: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:05:00.000Z',
  ai_failures: aiFailures,
  paid: false,
  email_bounced: false,
});

const failed = record('aaaa1111-0000-4000-8000-000000000001', {
  count: 7,
  reports: [
    {
      created_at: '2026-03-01T10:04:00.000Z',
      last_step: 'sector',
      sector: 'Restaurants',
      attempts: 2,
      error_summary: `502: Q is unavailable right now. ${markup}`,
    },
  ],
});
const fine = record('bbbb2222-0000-4000-8000-000000000002', { count: 0, reports: [] });

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ items: [failed, fine], nextCursor: null }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

afterEach(() => {
  cleanup();
  setRuntimeConfigForTests(undefined);
  vi.unstubAllGlobals();
});

describe('AI failures on the Onboarding tab', () => {
  it('badges only the record whose chat fell back, and lists its reports as inert text', async () => {
    renderAdmin(<OnboardingTab />);
    // Two records are two rows (issue #26); each opens to its card.
    expect(await screen.findAllByRole('button', { name: /open details$/ })).toHaveLength(2);
    const cardOf = (record: { id: string; business_name: string }) => {
      fireEvent.click(
        screen.getByRole('button', { name: `No name yet, ${record.business_name}: open details` }),
      );
      const card = document.querySelector<HTMLElement>(`li[data-row-key="${record.id}"]`);
      if (!card?.querySelector('h3')) throw new Error('the row did not open to its card');
      return card;
    };
    const fineCard = cardOf(fine);
    expect(within(fineCard).queryByText(/Q fell back/)).toBeNull();
    expect(within(fineCard).queryByText(/AI failure reports/)).toBeNull();
    const failedCard = cardOf(failed);
    expect(within(failedCard).getByText('Q fell back to fixed text: 7 times')).toBeTruthy();

    expect(within(failedCard).getByText('AI failure reports (7)')).toBeTruthy();
    expect(within(failedCard).getByText('Showing the newest 1 of 7.')).toBeTruthy();
    expect(failedCard.textContent).toContain('Step: sector · Sector: Restaurants · 2 attempts');
    expect(within(failedCard).getByText(`502: Q is unavailable right now. ${markup}`)).toBeTruthy();
    expect(failedCard.querySelector('img, script')).toBeNull();
  });
});
