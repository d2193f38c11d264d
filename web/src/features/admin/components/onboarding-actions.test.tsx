import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOnboardingRecord } from '../admin-api.ts';
import { NO_EMAIL_REASON, NOT_PAID_REASON, OnboardingActions } from './onboarding-actions.tsx';

const record = (paid: boolean): AdminOnboardingRecord => ({
  id: 'aaaa1111-0000-4000-8000-000000000009',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: null,
  business_name: 'Obi Kitchen',
  idea: null,
  business_type: 'Restaurants',
  stage_completed: 'complete',
  last_step: 'complete',
  needs_help_with: [],
  resume_token: 'aaaa1111-0000-4000-8000-000000000009',
  setup_call: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:05:00.000Z',
  ai_failures: { count: 0, reports: [] },
  paid,
  email_bounced: false,
  care: { owner: null, follow_up_on: null, notes: [] },
});

afterEach(cleanup);

describe('Mark as live', () => {
  it('is off for an unpaid launch and says why, next to the button', () => {
    render(<OnboardingActions record={record(false)} />);
    const button = screen.getByRole('button', { name: 'Mark as live' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      NOT_PAID_REASON,
    );
  });

  it('is on once the launch is paid', () => {
    render(<OnboardingActions record={record(true)} />);
    expect(screen.getByRole('button', { name: 'Mark as live' })).toHaveProperty('disabled', false);
    expect(screen.queryByText(NOT_PAID_REASON)).toBeNull();
  });
});

describe('Send payment link', () => {
  it('says in visible text why it is off when the record has no e-mail', () => {
    render(<OnboardingActions record={{ ...record(false), email: null }} />);
    const button = screen.getByRole('button', { name: 'Send payment link' });
    expect(button).toHaveProperty('disabled', true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(NO_EMAIL_REASON);
    expect(screen.queryByRole('button', { name: 'Copy checkout link' })).toBeNull();
  });

  it('offers the checkout link to copy once a payment link was sent', () => {
    render(
      <OnboardingActions record={{ ...record(false), payment_link_sent_at: '2026-03-01T11:00:00.000Z' }} />,
    );
    expect(screen.getByRole('button', { name: 'Copy checkout link' })).toBeTruthy();
    expect(screen.queryByText(NO_EMAIL_REASON)).toBeNull();
  });
});
