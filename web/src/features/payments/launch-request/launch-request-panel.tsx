import { useEffect, useReducer } from 'react';
import { Link, useLocation } from '../../../lib/routing/index.ts';
import type { LaunchRequestView } from '@domain/contracts/launch-request.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AuthProvider, EmailCodeSignIn, useAuth } from '../../../shared/auth/index.ts';
import { NextSteps } from '../components/next-steps.tsx';
import { emailInFragment } from '../link-checkout.ts';
import { BankStep } from './bank-step.tsx';
import { BusinessStep } from './business-step.tsx';
import { IdentityStep } from './identity-step.tsx';
import { fetchLaunchRequest } from './launch-request-api.ts';
import { ReviewStep } from './review-step.tsx';
import { reduceWizard, STEP_TITLES, WIZARD_STEPS, type WizardStep } from './wizard.ts';

function Progress({ step }: { step: WizardStep }) {
  const current = WIZARD_STEPS.indexOf(step as (typeof WIZARD_STEPS)[number]);
  return (
    <ol className="mb-8 grid grid-cols-4 gap-2" aria-label="Progress">
      {WIZARD_STEPS.map((name, index) => (
        <li
          key={name}
          aria-current={index === current ? 'step' : undefined}
          className={`border-t-4 pt-2 text-xs font-semibold sm:text-sm ${
            index <= current ? 'border-brand-700 text-brand-800' : 'border-ink-200 text-ink-600'
          }`}
        >
          {STEP_TITLES[name]}
        </li>
      ))}
    </ol>
  );
}

function Submitted() {
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-2xl font-bold text-ink-900">Launch request submitted</h2>
        <p className="mt-2 text-ink-700">
          Thank you. Our team has everything needed to start on your platform.
        </p>
      </div>
      <NextSteps />
      <div>
        <Link to={paths.home.href()} className={buttonClasses({ variant: 'outline' })}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}

function Wizard({ token }: { token: string }) {
  const [state, dispatch] = useReducer(reduceWizard, { phase: 'loading' });
  const { logout } = useAuth();

  useEffect(() => {
    let active = true;
    fetchLaunchRequest(token).then(
      (request) => active && dispatch({ type: 'loaded', request }),
      (error: unknown) =>
        active &&
        dispatch({
          type: 'failed',
          status: error instanceof ApiError ? error.status : 0,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  if (state.phase === 'loading') return <Spinner label="Loading your launch request" showLabel />;
  if (state.phase === 'failed') {
    return (
      <div className="grid gap-4">
        <p role="alert" className="text-danger-700">
          {state.message}
        </p>
        {state.status === 403 && (
          <div>
            <Button variant="outline" onClick={() => void logout()}>
              Sign in with another e-mail
            </Button>
          </div>
        )}
      </div>
    );
  }

  const { step, request } = state;
  const saved = (next?: WizardStep) => (updated: LaunchRequestView) =>
    dispatch({ type: 'saved', request: updated, next });
  const goTo = (target: WizardStep) => dispatch({ type: 'goTo', step: target });
  if (step === 'done') return <Submitted />;
  return (
    <div>
      <Progress step={step} />
      <h2 className="mb-6 text-2xl font-bold text-ink-900">{STEP_TITLES[step]}</h2>
      {step === 'business' && <BusinessStep token={token} request={request} onSaved={saved('identity')} />}
      {step === 'identity' && (
        <IdentityStep token={token} request={request} onSaved={saved()} onContinue={() => goTo('bank')} />
      )}
      {step === 'bank' && (
        <BankStep token={token} request={request} onSaved={saved()} onContinue={() => goTo('review')} />
      )}
      {step === 'review' && (
        <ReviewStep token={token} request={request} onSaved={saved('done')} goTo={goTo} />
      )}
    </div>
  );
}

function SignedInWizard({ token }: { token: string }) {
  const { isLoading, user, error } = useAuth();
  const email = emailInFragment(useLocation().hash);
  if (isLoading) return <Spinner label="Checking your session" showLabel />;
  if (error)
    return (
      <p role="alert" className="text-danger-700">
        We could not check your sign-in: {error.message}
      </p>
    );
  if (!user) {
    return (
      <div className="grid gap-3">
        <h2 className="text-lg font-semibold text-ink-900">Sign in to continue</h2>
        <p className="text-sm text-ink-600">
          Your launch request holds your BVN and bank details, so we e-mail a 6-digit code to the address you
          paid with before it opens.
        </p>
        <EmailCodeSignIn onSignedIn={() => undefined} initialEmail={email ?? undefined} />
      </div>
    );
  }
  return <Wizard key={user.id} token={token} />;
}

/** The launch request form with its sign-in; loaded after the page shell (aws-amplify, zod). */
export function LaunchRequestPanel({ token }: { token: string }) {
  return (
    <AuthProvider>
      <SignedInWizard token={token} />
    </AuthProvider>
  );
}
