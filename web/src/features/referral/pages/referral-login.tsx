import { useRef, type FormEvent } from 'react';
import { paths } from '../../../lib/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { EmailInput, Label } from '../../../components/ui/form-controls.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { CheckYourEmail } from '../components/check-your-email.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { ReferralIcon } from '../components/referral-icon.tsx';
import { useDashboardLinkRequest } from '../use-dashboard-link-request.ts';

const ERROR_ID = 'referral-login-error';

const referralLoginHead = {
  title: 'Referral Dashboard Login — Quarter',
  description:
    'Enter the e-mail you applied with and we will send you a magic link to your Quarter referral dashboard.',
  path: paths.referralLogin.href(),
};

export function ReferralLoginPage() {
  const { state, dispatch, send } = useDashboardLinkRequest();
  const emailField = useRef<HTMLInputElement>(null);
  const busy = state.phase === 'sending';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = await send();
    if (!sent) emailField.current?.focus();
  }

  function startOver() {
    dispatch({ type: 'start-over' });
    // The form mounts again on this render; focus it once it is there.
    requestAnimationFrame(() => emailField.current?.focus());
  }

  return (
    <section className="bg-ink-50 px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...referralLoginHead} />
      <div className="mx-auto grid max-w-xl gap-6">
        <div className="grid justify-items-center gap-3 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-brand-700 text-white">
            <ReferralIcon name="users" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight text-ink-900">Access Your Referral Dashboard</h1>
          <p className="text-ink-600">
            Enter the e-mail you applied with and we will send you a magic link to your dashboard. No password
            needed.
          </p>
        </div>
        <Card className="mx-auto w-full max-w-md shadow-md">
          <CardContent className="pt-6">
            {state.phase === 'sent' && state.sentTo ? (
              <CheckYourEmail sentTo={state.sentTo} onStartOver={startOver} />
            ) : (
              <form noValidate onSubmit={handleSubmit} aria-busy={busy} className="grid gap-4">
                <div className="grid gap-1.5">
                  <Label htmlFor="referral-login-email">Email address</Label>
                  <EmailInput
                    ref={emailField}
                    id="referral-login-email"
                    name="email"
                    placeholder="you@example.com"
                    aria-required="true"
                    value={state.email}
                    onChange={(event) => dispatch({ type: 'edit', email: event.target.value })}
                    {...(state.error ? { 'aria-invalid': true, 'aria-describedby': ERROR_ID } : {})}
                  />
                </div>
                <FormAlert id={ERROR_ID} message={state.error} />
                <Button type="submit" size="lg" disabled={busy} data-no-scroll className="w-full">
                  <ReferralIcon name="send" />
                  {busy ? 'Sending...' : 'Send Magic Link'}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
        <p className="text-center text-sm text-ink-600">
          Not a referral partner yet? <TextLink to={paths.refer.href()}>Join our referral program</TextLink>
        </p>
      </div>
    </section>
  );
}
