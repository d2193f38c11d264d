import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatNaira } from '@domain/money.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { approvePayout, listPayouts, payoutsCsv, type PartnerPayouts, type Payout } from '../payouts-api.ts';
import { adminKeys } from '../query-client.ts';
import { CsvDownload } from './csv-download.tsx';
import { PayoutAccountReveal } from './payout-account-reveal.tsx';

const STATUS_WORDS: Record<Payout['status'], string> = {
  approved: 'Approved',
  paid: 'Paid',
  failed: 'Failed',
};

function PayoutRow({ payout }: { payout: Payout }) {
  return (
    <li
      className="flex flex-wrap items-center gap-2 text-sm"
      data-testid="payout-row"
      data-reference={payout.reference}
    >
      <Badge
        variant={payout.status === 'failed' ? 'red' : payout.status === 'paid' ? 'default' : 'secondary'}
      >
        {STATUS_WORDS[payout.status]}
      </Badge>
      <span className="tabular-nums">{formatNaira(payout.amount_kobo / 100)}</span>
      <span className="font-mono text-xs">{payout.reference}</span>
      {payout.message && <span className="text-red-700">{payout.message}</span>}
    </li>
  );
}

function PartnerCard({ partner }: { partner: PartnerPayouts }) {
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: (activityIds?: readonly string[]) => approvePayout(partner.referrer_id, activityIds),
    onSuccess: (payout) =>
      toast({ title: `Payout ${STATUS_WORDS[payout.status].toLowerCase()}`, description: payout.reference }),
    onError: (error) =>
      toast({
        title: 'Payout not made',
        description: refusalMessage(error, 'Please try again.', { noAnswer: 'shared' }),
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.list('payouts') }),
  });
  const account = partner.payout_account;
  // One article per partner: its name, e-mail, account, flags, commissions and payouts together.
  return (
    <article aria-label={`Payouts of ${partner.full_name}`}>
      <Card className="grid gap-3 p-4" data-testid="payout-partner">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-0.5">
            <p className="font-semibold text-ink-900">{partner.full_name}</p>
            <p className="text-sm text-ink-600">{partner.email}</p>
            {account ? (
              <PayoutAccountReveal referrerId={partner.referrer_id} account={account} />
            ) : (
              <p className="text-sm text-ink-600">No payout account yet</p>
            )}
            <div className="flex flex-wrap gap-2">
              {account?.name_mismatch && <Badge variant="red">Name differs from applicant</Badge>}
              {account?.changed_recently && <Badge variant="red">Changed in the last 24 hours</Badge>}
            </div>
          </div>
          {partner.earned.length > 0 && (
            <Button disabled={approve.isPending} onClick={() => approve.mutate(undefined)}>
              Approve all
            </Button>
          )}
        </div>
        {partner.earned.length > 0 && (
          <ul className="grid gap-2" aria-label={`Earned commissions of ${partner.full_name}`}>
            {partner.earned.map((commission) => (
              <li
                key={commission.activity_id}
                className="flex flex-wrap items-center justify-between gap-2 text-sm"
              >
                <span>
                  {commission.business_name ?? commission.referred_email} ·{' '}
                  <span className="tabular-nums">{formatNaira(commission.commission_earned)}</span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={approve.isPending}
                  onClick={() => approve.mutate([commission.activity_id])}
                >
                  Approve
                </Button>
              </li>
            ))}
          </ul>
        )}
        {partner.payouts.length > 0 && (
          <ul className="grid gap-1.5" aria-label={`Payouts to ${partner.full_name}`}>
            {partner.payouts.map((payout) => (
              <PayoutRow key={payout.id} payout={payout} />
            ))}
          </ul>
        )}
      </Card>
    </article>
  );
}

/**
 * Payouts (issue #29): earned commissions by partner, Approve one or all (one Paystack transfer per
 * payout, decided on the server), payouts with their status and reference, and a CSV of payouts.
 * The live socket marks the list stale when a payout, account or commission changes.
 */
export function PayoutsTab() {
  const query = useQuery({ queryKey: adminKeys.list('payouts'), queryFn: listPayouts });
  const partners = query.data ?? [];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink-900">Payouts</h2>
        <CsvDownload
          filename="payouts.csv"
          label="Download payouts CSV"
          build={async () => payoutsCsv(await listPayouts())}
        />
      </div>
      {query.isError && (
        <p role="alert" className="text-sm text-red-700">
          {refusalMessage(query.error, 'The payouts could not be loaded. Please try again.', {
            noAnswer: 'shared',
          })}
        </p>
      )}
      {query.isSuccess && partners.length === 0 && (
        <p className="text-sm text-ink-600">No commissions are earned or paid yet.</p>
      )}
      {partners.map((partner) => (
        <PartnerCard key={partner.referrer_id} partner={partner} />
      ))}
    </div>
  );
}
