import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toast.tsx';
import { revealRefused } from '@domain/staff-refusals.ts';
import { LaunchRequestsTab } from './launch-requests-tab.tsx';
import { json } from '../admin-answers.test-support.ts';
import { isolateAdminTests, renderAdmin } from '../render-admin.test-support.tsx';

const ID = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';
const BVN = '22123456789';
const LINK = `https://uploads.example/id-documents/${ID}/doc?X-Amz-Signature=abc`;

const launchRequest = {
  id: ID,
  name: 'Tolu Ade',
  email: 'tolu@example.com',
  phone: '+2348012345678',
  has_bvn: true,
  has_id_document: true,
  has_bank_details: true,
  business_name: 'Ade Wallet',
  business_type: 'FinTech',
  last_step: 'submitted',
  resume_token: ID,
  ai_summary: null,
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:05:00.000Z',
};

/** The admin API as the tab sees it; `sensitive` answers the reveal call for the field asked. */
function serve(sensitive: (field: string) => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://localhost');
      calls.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/admin/launch-requests')
        return json({ items: [launchRequest], nextCursor: null });
      if (url.pathname === `/api/admin/launch-requests/${ID}/sensitive`)
        return sensitive(url.searchParams.get('fields') ?? '');
      return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    }),
  );
  return calls;
}

const revealed = (field: string) => {
  if (field === 'bvn') return json({ id: ID, bvn: BVN });
  if (field === 'bank_details')
    return json({ id: ID, bank_details: { bank_name: 'GTBank', account_number: '0123456789' } });
  return json({ id: ID, id_document: { url: LINK, expires_at: '2026-03-01T10:10:00.000Z' } });
};

isolateAdminTests();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** The launch request's card: the first item of the list (badges are items of a nested list). */
const theCard = () => {
  const card = within(screen.getByRole('list', { name: 'Launch requests' })).getAllByRole('listitem')[0];
  if (!card) throw new Error('no launch request card');
  return card;
};

async function openCard() {
  renderAdmin(
    <>
      <LaunchRequestsTab />
      <Toaster />
    </>,
  );
  await screen.findByRole('list', { name: 'Launch requests' });
  return theCard();
}

describe('revealing a launch request’s sensitive details', () => {
  it('shows each value only when its badge is pressed, keeps it out of storage, and hides it again', async () => {
    const calls = serve(revealed);
    const card = await openCard();
    expect(card.textContent).not.toContain(BVN);

    fireEvent.click(within(card).getByRole('button', { name: 'Show BVN' }));
    await within(card).findByText(BVN);
    fireEvent.click(within(card).getByRole('button', { name: 'Show ID document' }));
    const link = await within(card).findByRole('link', { name: /Open ID document/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Show Bank details' }));
    await within(card).findByText('0123456789');

    expect(calls.filter((call) => call.includes('/sensitive'))).toEqual([
      `/api/admin/launch-requests/${ID}/sensitive?fields=bvn`,
      `/api/admin/launch-requests/${ID}/sensitive?fields=id_document`,
      `/api/admin/launch-requests/${ID}/sensitive?fields=bank_details`,
    ]);
    expect(link.getAttribute('href')).toBe(LINK);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain(BVN);
    expect(stored).not.toContain('0123456789');

    const details = within(card).getByRole('group', { name: 'Revealed details' });
    fireEvent.click(within(details).getByRole('button', { name: 'Hide BVN' }));
    expect(card.textContent).not.toContain(BVN);
    // The badge itself toggles back too.
    const badges = within(card).getByRole('list', { name: 'Details provided' });
    fireEvent.click(within(badges).getByRole('button', { name: 'Hide Bank details' }));
    expect(card.textContent).not.toContain('0123456789');
    expect(within(card).getByRole('button', { name: 'Show BVN' })).toBeTruthy();
  });

  it('says why a value could not be shown', async () => {
    serve((field) =>
      field === 'bvn'
        ? json({ error: { code: 'forbidden', message: revealRefused('bvn') } }, 403)
        : json({ error: { code: 'internal', message: 'Something went wrong.' } }, 500),
    );
    const card = await openCard();

    fireEvent.click(within(card).getByRole('button', { name: 'Show BVN' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Show Bank details' }));

    const alerts = await vi.waitFor(() => {
      const found = within(card).getAllByRole('alert');
      if (found.length < 2) throw new Error('waiting');
      return found.map((alert) => alert.textContent);
    });
    expect(alerts).toEqual([
      'Could not show the BVN: admin access is required. Sign in again as an admin.',
      'Could not show the Bank details. Please try again.',
    ]);
  });

  it('forgets revealed values when the list is loaded again', async () => {
    serve(revealed);
    const card = await openCard();
    fireEvent.click(within(card).getByRole('button', { name: 'Show BVN' }));
    await within(card).findByText(BVN);

    fireEvent.change(screen.getByLabelText('Search launch requests'), { target: { value: 'Ade' } });

    await vi.waitFor(() => expect(screen.getAllByRole('listitem')[0]!.textContent).not.toContain(BVN));
    expect(
      within(screen.getAllByRole('listitem')[0]!).getByRole('button', { name: 'Show BVN' }),
    ).toBeTruthy();
  });
});
