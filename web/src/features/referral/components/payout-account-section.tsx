import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { digitsInput, Input, Label } from '../../../components/ui/form-controls.tsx';
import { refusalMessage } from '../../../lib/api-client.ts';
import { formatActivityDate } from '../dashboard-format.ts';
import {
  fetchPayoutBanks,
  resolvePayoutAccount,
  savePayoutAccount,
  type Bank,
  type PayoutAccountView,
} from '../payout-api.ts';

function CurrentAccount({ account }: { account: PayoutAccountView }) {
  return (
    <div className="grid gap-1 rounded-lg bg-ink-50 p-4 text-sm" data-testid="payout-account-current">
      <p className="font-semibold text-ink-900">{account.account_name}</p>
      <p className="text-ink-600">
        {account.bank_name} {account.account_number_masked}
      </p>
      {account.held_until && (
        <p className="text-ink-600">
          Changed recently: payouts to this account start after{' '}
          <time dateTime={account.held_until}>{new Date(account.held_until).toLocaleString('en-NG')}</time>.
        </p>
      )}
    </div>
  );
}

/**
 * 'Payout account' on the referral dashboard (issue #29): the bank, the account number, the name
 * Paystack resolves, then save. Saving needs the link from the newest e-mail (its `link` code);
 * without one the section shows the account and how to get a fresh link.
 */
export function PayoutAccountSection({
  token,
  link,
  account,
  onSaved,
}: {
  token: string;
  link: string | null;
  account: PayoutAccountView | null;
  onSaved: (account: PayoutAccountView) => void;
}) {
  const bankId = useId();
  const numberId = useId();
  const [banks, setBanks] = useState<readonly Bank[]>([]);
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [resolvedName, setResolvedName] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!link) return;
    let live = true;
    fetchPayoutBanks().then(
      (banks) => {
        if (live) setBanks(banks);
      },
      (error: unknown) => {
        if (live) setMessage({ text: refusalMessage(error), error: true });
      },
    );
    return () => {
      live = false;
    };
  }, [link]);

  const ready = bankCode !== '' && /^\d{10}$/.test(accountNumber);

  async function check() {
    setBusy(true);
    setMessage(null);
    try {
      setResolvedName(await resolvePayoutAccount(token, bankCode, accountNumber));
    } catch (error: unknown) {
      setMessage({ text: refusalMessage(error), error: true });
    } finally {
      setBusy(false);
    }
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!link) return;
    setBusy(true);
    setMessage(null);
    let saved;
    try {
      saved = await savePayoutAccount(token, link, bankCode, accountNumber);
    } catch (error: unknown) {
      return setMessage({ text: refusalMessage(error), error: true });
    } finally {
      setBusy(false);
    }
    setMessage({ text: 'Payout account saved. We e-mailed you about the change.', error: false });
    setAccountNumber('');
    setResolvedName(null);
    onSaved(saved);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payout account</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {account ? (
          <CurrentAccount account={account} />
        ) : (
          <p className="text-sm text-ink-600">Add the bank account your commissions are paid into.</p>
        )}
        {link ? (
          <form className="grid gap-3 sm:max-w-md" onSubmit={(event) => void save(event)}>
            <div className="grid gap-1">
              <Label htmlFor={bankId}>Bank</Label>
              <select
                id={bankId}
                value={bankCode}
                onChange={(event) => {
                  setBankCode(event.target.value);
                  setResolvedName(null);
                }}
                className="h-10 rounded-md border border-ink-300 bg-white px-3 text-sm"
              >
                <option value="">Choose your bank</option>
                {banks.map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={numberId}>Account number</Label>
              <Input
                id={numberId}
                {...digitsInput(10)}
                value={accountNumber}
                onChange={(event) => {
                  setAccountNumber(event.target.value.replace(/\D/g, ''));
                  setResolvedName(null);
                }}
              />
            </div>
            {resolvedName && (
              <p className="text-sm text-ink-900" data-testid="payout-account-resolved">
                Account name: <strong>{resolvedName}</strong>
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={!ready || busy} onClick={() => void check()}>
                Check account
              </Button>
              <Button type="submit" disabled={!ready || !resolvedName || busy}>
                Save payout account
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-sm text-ink-600">
            To add or change it, open the newest dashboard link we e-mailed you (it works for 60 minutes), or
            ask for one on the referral login page.
          </p>
        )}
        {message && (
          <p
            role={message.error ? 'alert' : 'status'}
            className={message.error ? 'text-sm text-red-700' : 'text-sm text-ink-700'}
          >
            {message.text}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

const PAYOUT_WORDS = {
  pending: 'Pending',
  earned: 'Earned',
  approved: 'Approved',
  paid: 'Paid',
  failed: 'Failed',
} as const;

/** Where one commission's money is: the word, and for Paid the date and reference. */
export function PayoutStatusLine({
  status,
  reference,
  paidAt,
  message,
}: {
  status: keyof typeof PAYOUT_WORDS | undefined;
  reference: string | null | undefined;
  paidAt: string | null | undefined;
  message: string | null | undefined;
}) {
  if (!status) return null;
  return (
    <p className="text-xs text-ink-600" data-testid="payout-status">
      <span className="font-semibold text-ink-900">{PAYOUT_WORDS[status]}</span>
      {status === 'paid' && paidAt && <> on {formatActivityDate(paidAt)}</>}
      {reference && (status === 'paid' || status === 'approved') && <> · ref {reference}</>}
      {status === 'failed' && message && <> · {message}</>}
    </p>
  );
}
