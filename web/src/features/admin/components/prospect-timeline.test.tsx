import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ProspectTimeline } from '@domain/contracts/prospect.ts';
import { Toaster } from '../../../components/ui/toast.tsx';
import { FollowUpsToday } from './follow-ups-today.tsx';
import { TimelineToggle } from './timeline-toggle.tsx';
import { json, PAID_SETUP_FEE } from '../admin-answers.test-support.ts';
import { isolateAdminTests, renderAdmin } from '../render-admin.test-support.tsx';

const TOKEN = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';

const timeline: ProspectTimeline = {
  prospect: {
    resume_token: TOKEN,
    name: 'Ada Obi',
    email: 'ada@example.com',
    business_name: 'Obi Pay',
    referral_partner: 'Bola Partner',
    email_bounced: false,
    referral_partner_email_bounced: false,
    owner: null,
    follow_up_on: null,
  },
  events: [
    PAID_SETUP_FEE,
    {
      id: 'launch_request_saved',
      kind: 'launch_request_saved',
      at: '2026-03-02T09:00:00.000Z',
      last_step: 'bvn',
      submitted: false,
      bvn: 'provided',
      id_document: 'not provided',
      bank_details: 'not provided',
    },
    {
      id: 'launch_chat_started',
      kind: 'launch_chat_started',
      at: '2026-03-01T09:00:00.000Z',
      business_type: 'FinTech',
    },
  ],
};

/** The admin API as the panel sees it; answers every call it knows, records the calls. */
function serve(answers: { timeline?: Response; followUps?: () => Response } = {}) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ path: url.pathname, method, body });
      if (url.pathname === `/api/admin/prospects/${TOKEN}/timeline`)
        return answers.timeline ?? json(timeline);
      if (url.pathname === `/api/admin/prospects/${TOKEN}/notes`)
        return json(
          {
            id: 'note:n1',
            kind: 'note',
            at: '2026-03-03T08:00:00.000Z',
            author: 'me@quarter.example',
            text: 'Call back',
          },
          201,
        );
      if (url.pathname === `/api/admin/prospects/${TOKEN}`)
        return json({ owner: 'me@quarter.example', follow_up_on: '2026-03-03' });
      if (url.pathname === '/api/admin/staff')
        return json({ staff: ['me@quarter.example', 'tolu@quarter.example'] });
      if (url.pathname === '/api/admin/prospects/follow-ups')
        return answers.followUps?.() ?? json({ today: '2026-03-03', items: [] });
      return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    }),
  );
  return calls;
}

isolateAdminTests();

async function openTimeline() {
  renderAdmin(
    <>
      <TimelineToggle resumeToken={TOKEN} />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Timeline' }));
  return screen.findByRole('list', { name: 'Timeline events, newest first' });
}

describe('the prospect timeline panel', () => {
  it('loads only when opened, then shows the prospect and its events newest first', async () => {
    const calls = serve();
    renderAdmin(<TimelineToggle resumeToken={TOKEN} />);
    expect(calls).toEqual([]);
    cleanup();

    const events = await openTimeline();

    expect(
      within(events)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-event-kind')),
    ).toEqual(['payment', 'launch_request_saved', 'launch_chat_started']);
    expect(events.textContent).toContain('Paid: ₦5,150,000');
    expect(events.textContent).toContain(
      'BVN provided · ID document not provided · bank details not provided',
    );
    expect(screen.getByText('Bola Partner')).toBeTruthy();
  });

  it('adds a note to the top and saves owner and follow-up date', async () => {
    const calls = serve();
    const events = await openTimeline();

    fireEvent.change(screen.getByLabelText('Add a note'), { target: { value: 'Call back' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await within(events).findByText('Note by me@quarter.example');
    // The owner is chosen from the staff accounts (issue #26), not typed.
    const owner = screen.getByLabelText<HTMLSelectElement>('Owner');
    await within(owner).findByRole('option', { name: 'tolu@quarter.example' });
    fireEvent.change(owner, { target: { value: 'me@quarter.example' } });
    fireEvent.change(screen.getByLabelText('Next follow-up'), { target: { value: '2026-03-03' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save owner and follow-up' }));
    await screen.findByText('Prospect saved');

    expect(within(events).getAllByRole('listitem')[0]?.getAttribute('data-event-kind')).toBe('note');
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([
      { path: `/api/admin/prospects/${TOKEN}/notes`, method: 'POST', body: { text: 'Call back' } },
      {
        path: `/api/admin/prospects/${TOKEN}`,
        method: 'PATCH',
        body: { owner: 'me@quarter.example', follow_up_on: '2026-03-03' },
      },
    ]);
  });

  it('says clearly when the prospect is unknown', async () => {
    serve({
      timeline: json({ error: { code: 'not_found', message: 'No prospect has this resume token.' } }, 404),
    });
    renderAdmin(<TimelineToggle resumeToken={TOKEN} />);
    fireEvent.click(screen.getByRole('button', { name: 'Timeline' }));

    expect((await screen.findByRole('alert')).textContent).toContain('No prospect has this resume token.');
  });
});

describe('Follow up today', () => {
  it('lists due prospects, says when none are due, and reloads after a follow-up is saved', async () => {
    let due = false;
    serve({
      followUps: () =>
        json({
          today: '2026-03-03',
          items: due
            ? [
                {
                  resume_token: TOKEN,
                  name: 'Ada Obi',
                  email: 'ada@example.com',
                  business_name: 'Obi Pay',
                  owner: 'me@quarter.example',
                  follow_up_on: '2026-03-01',
                },
              ]
            : [],
        }),
    });
    renderAdmin(
      <>
        <FollowUpsToday />
        <TimelineToggle resumeToken={TOKEN} />
        <Toaster />
      </>,
    );
    await screen.findByText('Nobody is due for a follow-up today.');

    due = true;
    fireEvent.click(screen.getByRole('button', { name: 'Timeline' }));
    await screen.findByLabelText('Next follow-up');
    fireEvent.click(screen.getByRole('button', { name: 'Save owner and follow-up' }));

    const list = await screen.findByRole('list', { name: 'Prospects to follow up' });
    expect(list.textContent).toContain('Obi Pay');
    expect(list.textContent).toContain('Overdue since 2026-03-01');
  });
});
