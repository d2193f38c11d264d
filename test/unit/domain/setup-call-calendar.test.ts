import { describe, expect, it } from 'vitest';
import { setupCallDescription } from '../../../functions/domain/launch-recap.ts';
import { googleCalendarLink, setupCallIcs } from '../../../functions/domain/setup-call-calendar.ts';

const event = {
  startTime: '2026-03-02T09:00:00.000Z',
  uid: 'setup-call-0b3e9a52@quarter',
  title: 'Quarter setup call (30 minutes)',
  description: setupCallDescription('fintech'),
  now: '2026-03-01T10:00:00.000Z',
};

describe('the setup call as a calendar event (issue #26)', () => {
  it('is a 30-minute VEVENT in UTC, CRLF lines of at most 75 octets, text escaped', () => {
    const ics = setupCallIcs({ ...event, title: 'Call; with, commas\\ and\nlines' });
    const lines = ics.split('\r\n');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(lines).toContain('DTSTART:20260302T090000Z');
    expect(lines).toContain('DTEND:20260302T093000Z');
    expect(lines).toContain('DTSTAMP:20260301T100000Z');
    expect(lines).toContain('SUMMARY:Call\\; with\\, commas\\\\ and\\nlines');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    // Unfolded, the description is whole again.
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(
      'DESCRIPTION:Your free 30-minute setup call with Quarter about your FinTech platform.',
    );
  });

  it('links Google Calendar to the same half hour', () => {
    const link = new URL(googleCalendarLink(event));
    expect(link.searchParams.get('dates')).toBe('20260302T090000Z/20260302T093000Z');
    expect(link.searchParams.get('text')).toBe(event.title);
  });
});
