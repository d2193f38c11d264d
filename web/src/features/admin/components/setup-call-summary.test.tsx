import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SetupCallSummary } from './setup-call-summary.tsx';

const booked = {
  status: 'booked' as const,
  start_time: '2026-03-02T09:00:00.000Z',
  invitee_name: 'Ada Obi',
  invitee_email: 'ada@example.com',
  invitee_uri: 'https://api.calendly.com/scheduled_events/E1/invitees/I1',
  booked_at: '2026-03-01T09:59:00.000Z',
  canceled_at: null,
  cancel_reason: null,
  confirmed_at: '2026-03-01T10:00:00.000Z',
};

afterEach(cleanup);

describe('SetupCallSummary', () => {
  it('shows the confirmed meeting time in Lagos time and who booked it', () => {
    render(<SetupCallSummary setupCall={booked} />);
    const summary = screen.getByTestId('setup-call');
    // One date format in the admin, Lagos time named by its zone (issue #26).
    expect(summary.textContent).toContain('Setup call:2 Mar 2026, 10:00 WATBooked');
    expect(summary.textContent).toContain('Booked by Ada Obi · ada@example.com');
  });

  it('shows a cancellation with its time and reason', () => {
    render(
      <SetupCallSummary
        setupCall={{
          ...booked,
          status: 'canceled',
          canceled_at: '2026-03-01T12:30:00.000Z',
          cancel_reason: 'Travelling that week',
        }}
      />,
    );
    const summary = screen.getByTestId('setup-call');
    expect(summary.textContent).toContain('Canceled');
    expect(summary.textContent).toContain('Canceled 1 Mar 2026, 13:30 WAT: Travelling that week');
  });

  it('says when the provider has confirmed nothing yet', () => {
    render(<SetupCallSummary setupCall={null} />);
    expect(screen.getByText('Setup call: not confirmed by the scheduling provider')).toBeTruthy();
  });
});
