import { Link, useSearchParams } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { NextSteps } from '../components/next-steps.tsx';
import { linkCheckoutOf, withEmailFragment } from '../link-checkout.ts';
import { storedUserName } from '../payment-storage.ts';
import { usePaymentVerification, type VerificationState } from '../use-payment-verification.ts';

/** Paystack appends both trxref and reference to the callback URL; either will do. */
function referenceFrom(params: URLSearchParams): string | null {
  return params.get('trxref')?.trim() || params.get('reference')?.trim() || null;
}

function Verifying({ pending }: { pending: boolean }) {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <Spinner label="Verifying your payment" />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">Verifying</h1>
      <p className="text-ink-600" role="status">
        {pending
          ? 'Paystack is still processing your payment. This page keeps checking for a minute.'
          : 'Please wait while we confirm your payment with Paystack.'}
      </p>
    </div>
  );
}

function Success({
  state,
  reference,
}: {
  state: Extract<VerificationState, { status: 'success' }>;
  reference: string | null;
}) {
  const name = storedUserName();
  // Paid from the payment link in this tab (no sign-in): the launch request opens after a code.
  const linked = linkCheckoutOf(reference);
  const launchRequestToken = state.launchRequestToken ?? linked?.resumeToken ?? null;
  if (state.isFeatureUpdate) {
    return (
      <div className="grid gap-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Payment Successful</h1>
        <p className="text-ink-600">
          Your new features have been paid for. We are adding them to your platform now.
        </p>
        <div>
          <Link to={paths.home.href()} className={buttonClasses()}>
            Return to Dashboard
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="grid gap-6">
      <div className="text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">Payment Successful</h1>
        <p className="mt-3 text-ink-600">
          Thank you{name ? `, ${name}` : ''}! Your payment has been received and your platform is on its way.
        </p>
        {/* The same note a failed confirmation call shows, so a confirmed payment says it too (issue #15). */}
        <p role="note" className="mt-3 text-sm text-ink-700">
          Your payment was received and development will begin as scheduled.
        </p>
      </div>
      <Card className="border-brand-200 bg-brand-50">
        <CardContent className="grid gap-3 pt-6">
          <h2 className="text-lg font-semibold text-ink-900">Customise your platform</h2>
          <p className="text-ink-700">
            Tell us your business details, verify your identity and add the bank account your platform pays
            out to. It takes about five minutes and you can stop and come back at any time.
          </p>
          <div>
            {launchRequestToken ? (
              <Link
                to={withEmailFragment(paths.launchRequest.href(launchRequestToken), linked?.email ?? null)}
                className={buttonClasses()}
              >
                Complete your launch request
              </Link>
            ) : (
              <p className="text-sm text-ink-600">We have e-mailed you a link to your launch request.</p>
            )}
          </div>
        </CardContent>
      </Card>
      <NextSteps />
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home.href()} className={buttonClasses({ variant: 'outline' })}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}

function Failure({ state }: { state: Extract<VerificationState, { status: 'failure' }> }) {
  return (
    <div className="grid gap-4 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">Payment Not Confirmed</h1>
      <p className="text-ink-700">{state.message}</p>
      {state.outcomeUnknown && (
        <p className="rounded-lg bg-gold-100 p-4 text-sm text-ink-900">
          If you completed the payment, don't worry: your payment was received and development will begin as
          scheduled. Our team will be in touch.
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.launch.href()} className={buttonClasses()}>
          Try Again
        </Link>
        <Link to={paths.home.href()} className={buttonClasses({ variant: 'outline' })}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}

function Missing({ message }: { message: string }) {
  return (
    <div className="grid gap-4 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink-900">Invalid Payment Reference</h1>
      <p className="text-ink-700">{message}. Open this page from the Paystack checkout, or start again.</p>
      <div>
        <Link to={paths.launch.href()} className={buttonClasses()}>
          Start Over
        </Link>
      </div>
    </div>
  );
}

/** /payment-success: Paystack's callback; confirms the payment and shows what happens next. */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const reference = referenceFrom(params);
  const state = usePaymentVerification(reference);
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6" aria-live="polite">
      <PageMeta
        title="Payment confirmation — Quarter"
        description="We are confirming your payment."
        path={paths.paymentSuccess.path}
      />
      <Card>
        <CardContent className="p-8 sm:p-10">
          {state.status === 'verifying' && <Verifying pending={state.pending} />}
          {state.status === 'success' && <Success state={state} reference={reference} />}
          {state.status === 'failure' && <Failure state={state} />}
          {state.status === 'missing' && <Missing message={state.message} />}
        </CardContent>
      </Card>
    </section>
  );
}
