import { useState } from 'react';
import { formatNaira } from '@domain/money.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import type { MarkLiveAnswer } from '@domain/contracts/mark-live.ts';
import { markBusinessLive, sendPaymentLink, type AdminOnboardingRecord } from '../admin-api.ts';
import { PaymentLinkForm, type AgreedOffer } from './payment-link-form.tsx';

type Action = 'payment-link' | 'live';
type Run = { action: 'payment-link'; offer: AgreedOffer } | { action: 'live' };

/** Why Mark as live is off: the server refuses an unpaid launch (409), so the button says so first. */
export const NOT_PAID_REASON = 'Not paid yet: it can go live once the setup fee is paid.';

/** Why Send payment link is off: said on the card, not in a tooltip a disabled button never shows. */
export const NO_EMAIL_REASON =
  'No e-mail yet: the founder has not given one in the chat or the booking, so a payment link cannot be sent.';

/**
 * The checkout link the payment link e-mail carries, for staff to send on WhatsApp. The founder's
 * e-mail rides in the fragment (never sent to a server or written to a log) to fill in the checkout.
 */
export function checkoutLinkOf(record: Pick<AdminOnboardingRecord, 'resume_token' | 'email'>): string {
  const link = `${window.location.origin}/checkout?token=${encodeURIComponent(record.resume_token)}`;
  return record.email ? `${link}#email=${encodeURIComponent(record.email)}` : link;
}

/** A refusal in the server's words (the toast's title says what failed); the shared sentence when no answer came. */
const errorText = (error: unknown) => refusalMessage(error, undefined, { noAnswer: 'shared' });

const LIVE_RESULTS: Record<
  MarkLiveAnswer['outcome'],
  (commission: number | null) => { title: string; description: string }
> = {
  completed: (commission) => ({
    title: 'Marked as live',
    description: `The referral is completed: the referrer earned ${formatNaira(commission ?? 0)}.`,
  }),
  already_completed: () => ({
    title: 'Already live',
    description: 'This referral was completed before; nothing changed.',
  }),
  not_pending: () => ({
    title: 'Referral not pending',
    description: 'The referral is in another state and was left as it is.',
  }),
  not_referred: () => ({
    title: 'No referral to complete',
    description: 'This business was not referred, so no commission is due.',
  }),
};

/** Copies the checkout link for a WhatsApp message; says where it went, or shows it to copy by hand. */
async function copyCheckoutLink(record: AdminOnboardingRecord): Promise<void> {
  const link = checkoutLinkOf(record);
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: 'Checkout link copied', description: 'Paste it into WhatsApp or a message.' });
  } catch {
    toast({ title: 'Copy this checkout link', description: link });
  }
}

/**
 * Actions on an onboarding record that reach outside the dashboard (an e-mail to the customer, a
 * commission for a referrer), so each asks for confirmation first.
 */
export function OnboardingActions({ record }: { record: AdminOnboardingRecord }) {
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const label = record.business_name?.trim() || record.name?.trim() || 'this business';
  const reasonId = `not-paid-${record.resume_token}`;
  const noEmailId = `no-email-${record.resume_token}`;
  const [linkSent, setLinkSent] = useState(false);

  async function run(request: Run) {
    const { action } = request;
    setConfirming(null);
    setBusy(action);
    try {
      if (request.action === 'payment-link') {
        const answer = await sendPaymentLink(record.resume_token, request.offer);
        toast({
          title: 'Payment link sent',
          description: `Sent to ${answer.sent_to}: ${formatNaira(answer.setup_fee)} setup fee.`,
        });
        setLinkSent(true);
      } else {
        const answer = await markBusinessLive(record.resume_token);
        toast(LIVE_RESULTS[answer.outcome](answer.commission_earned));
      }
    } catch (error: unknown) {
      toast({
        title: action === 'payment-link' ? 'Failed to send payment link' : 'Failed to mark as live',
        description: errorText(error),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline"
        data-no-scroll
        disabled={busy !== null || !record.email}
        aria-describedby={record.email ? undefined : noEmailId}
        onClick={() => setConfirming('payment-link')}
      >
        {busy === 'payment-link' ? 'Sending…' : 'Send payment link'}
      </Button>
      {record.email && (linkSent || record.payment_link_sent_at) ? (
        <Button size="sm" variant="outline" data-no-scroll onClick={() => void copyCheckoutLink(record)}>
          Copy checkout link
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="outline"
        data-no-scroll
        disabled={busy !== null || !record.paid}
        aria-describedby={record.paid ? undefined : reasonId}
        onClick={() => setConfirming('live')}
      >
        {busy === 'live' ? 'Saving…' : 'Mark as live'}
      </Button>
      {record.email ? null : (
        <p id={noEmailId} className="w-full text-xs text-ink-600">
          {NO_EMAIL_REASON}
        </p>
      )}
      {record.paid ? null : (
        <p id={reasonId} className="w-full text-xs text-ink-600">
          {NOT_PAID_REASON}
        </p>
      )}
      <Dialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'live' ? `Mark ${label} as live?` : `Send a payment link to ${label}?`}
        description={
          confirming === 'live'
            ? 'If a referral partner referred this business, their referral is completed and earns the commission. This cannot be undone.'
            : 'The customer receives an e-mail with a link to pay the setup fee agreed on the call.'
        }
      >
        {confirming === 'payment-link' ? (
          <PaymentLinkForm
            paid={record.paid}
            onSend={(offer) => void run({ action: 'payment-link', offer })}
            onCancel={() => setConfirming(null)}
          />
        ) : (
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            <Button size="sm" onClick={() => void run({ action: 'live' })}>
              Mark as live
            </Button>
          </div>
        )}
      </Dialog>
    </div>
  );
}
