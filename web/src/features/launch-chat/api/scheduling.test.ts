import { describe, expect, it } from 'vitest';
import { bookingLinkUrl, isEventScheduled, nameFromIdea, schedulingFrameUrl } from './scheduling.ts';

const SCHEDULING = 'http://localhost:4100/quarter/consultation';

describe('scheduling frame', () => {
  it('carries embed_domain and prefills the invitee when known', () => {
    const url = new URL(
      schedulingFrameUrl(SCHEDULING, 'localhost:3000', { name: 'Ada Obi', email: 'ada@example.com' }),
    );

    expect(url.origin + url.pathname).toBe(SCHEDULING);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.com',
      embed_domain: 'localhost:3000',
      embed_type: 'Inline',
    });
    expect(new URL(schedulingFrameUrl(SCHEDULING, 'localhost:3000')).searchParams.has('email')).toBe(false);
    expect(bookingLinkUrl(SCHEDULING, { email: 'a@b.co' })).toBe(`${SCHEDULING}?email=a%40b.co`);
  });

  it('passes the resume token as utm_content, in the frame and the full-tab link', () => {
    const token = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';

    const frame = new URL(schedulingFrameUrl(SCHEDULING, 'localhost:3000', { resumeToken: token }));
    const link = new URL(bookingLinkUrl(SCHEDULING, { name: 'Ada Obi', resumeToken: token }));

    expect(frame.searchParams.get('utm_content')).toBe(token);
    expect(Object.fromEntries(link.searchParams)).toEqual({ name: 'Ada Obi', utm_content: token });
    expect(new URL(schedulingFrameUrl(SCHEDULING, 'localhost:3000')).searchParams.has('utm_content')).toBe(
      false,
    );
  });

  it('accepts calendly.event_scheduled only from the scheduling origin', () => {
    const scheduled = { event: 'calendly.event_scheduled', payload: {} };

    expect(
      isEventScheduled({ origin: 'http://localhost:4100', data: scheduled }, 'http://localhost:4100/'),
    ).toBe(true);
    expect(
      isEventScheduled({ origin: 'http://localhost:3000', data: scheduled }, 'http://localhost:4100'),
    ).toBe(false);
    expect(
      isEventScheduled({ origin: 'https://calendly.com', data: scheduled }, 'http://localhost:4100'),
    ).toBe(false);
    expect(
      isEventScheduled(
        { origin: 'http://localhost:4100', data: { event: 'calendly.date_and_time_selected' } },
        'http://localhost:4100',
      ),
    ).toBe(false);
    expect(
      isEventScheduled(
        { origin: 'http://localhost:4100', data: 'calendly.event_scheduled' },
        'http://localhost:4100',
      ),
    ).toBe(false);
  });

  it('finds a name the founder gave in the idea', () => {
    expect(nameFromIdea('Hi, my name is Ada Obi and I want a savings app')).toBe('Ada Obi');
    expect(nameFromIdea('Loans for traders. My name is Chidi, reach me at c@x.co')).toBe('Chidi');
    expect(nameFromIdea('A savings app for traders')).toBeNull();
  });
});
