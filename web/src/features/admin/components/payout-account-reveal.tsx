import { useEffect, useId, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { revealFailed } from '@domain/staff-refusals.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { revealPayoutAccountNumber, type PartnerPayouts } from '../payouts-api.ts';
import { EyeIcon } from './sensitive-reveal.tsx';

/** How long a revealed account number stays on screen before it hides itself. */
export const REVEAL_SECONDS = 30;

type Reveal =
  | { readonly state: 'loading' }
  | { readonly state: 'shown'; readonly accountNumber: string }
  | { readonly state: 'failed'; readonly message: string };

/** The server's refusal as it came (functions/domain/staff-refusals.ts words a reveal's); a fault names the value. */
const failureText = (error: unknown): string =>
  refusalMessage(error, revealFailed('account_number'), { noAnswer: 'shared' });

type Account = NonNullable<PartnerPayouts['payout_account']>;

/**
 * A partner's payout account on the Payouts tab: masked, with a red Reveal button as the launch
 * request's KYC badges have. Reveal asks GET /api/admin/payouts/{referrer_id}/account (audited on
 * the server: who, whose, when) and shows the full number for REVEAL_SECONDS, in this component's
 * state only; Hide, a changed account or an answer that arrives after Hide leaves nothing shown.
 */
export function PayoutAccountReveal({ referrerId, account }: { referrerId: string; account: Account }) {
  const [reveal, setReveal] = useState<Reveal | undefined>(undefined);
  // Each ask has a number; an answer to an older ask (hidden since, or asked again) is dropped.
  const asked = useRef(0);
  const panelId = useId();
  const open = reveal !== undefined;

  // A changed account (another bank or number) starts hidden again.
  const accountKey = `${account.bank_code} ${account.account_number_masked}`;
  const [shownFor, setShownFor] = useState(accountKey);
  if (shownFor !== accountKey) {
    setShownFor(accountKey);
    setReveal(undefined);
  }

  useEffect(() => {
    if (reveal?.state !== 'shown') return undefined;
    const timer = setTimeout(() => setReveal(undefined), REVEAL_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [reveal]);

  function hide() {
    asked.current += 1;
    setReveal(undefined);
  }

  async function show() {
    const ask = (asked.current += 1);
    setReveal({ state: 'loading' });
    try {
      const accountNumber = await revealPayoutAccountNumber(referrerId);
      if (asked.current === ask) setReveal({ state: 'shown', accountNumber });
    } catch (error: unknown) {
      if (asked.current === ask) setReveal({ state: 'failed', message: failureText(error) });
    }
  }

  return (
    <div className="grid gap-1">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-900">
        <span>
          {account.account_name} · {account.bank_name}{' '}
          <span className="font-mono">{account.account_number_masked}</span>
        </span>
        <button
          type="button"
          data-no-scroll
          aria-controls={panelId}
          aria-expanded={open}
          title={open ? 'Hide the account number' : 'Reveal the account number (recorded)'}
          onClick={open ? hide : () => void show()}
          className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          <Badge variant="red" className="gap-1 hover:bg-red-200">
            {open ? 'Hide account number' : 'Reveal account number'}
            <EyeIcon open={open} />
          </Badge>
        </button>
      </p>
      <div id={panelId} aria-live="polite">
        {reveal && (
          <div
            role="group"
            aria-label="Revealed account number"
            className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-red-200 bg-red-50 p-2 text-sm"
          >
            <span className="font-semibold text-red-900">Account number</span>
            {reveal.state === 'loading' && <Spinner label="Loading the account number…" showLabel />}
            {reveal.state === 'failed' && (
              <span role="alert" className="text-danger-700">
                {reveal.message}
              </span>
            )}
            {reveal.state === 'shown' && (
              <>
                <span className="font-mono text-ink-900">{reveal.accountNumber}</span>
                <span className="text-xs text-ink-600">hides itself after {REVEAL_SECONDS} seconds</span>
              </>
            )}
            <Button variant="ghost" size="sm" data-no-scroll className="ml-auto h-7 px-2" onClick={hide}>
              Hide
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
