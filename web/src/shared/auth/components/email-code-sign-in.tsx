import { useEffect, useId, useReducer, useState, type FormEvent } from 'react';
import { CODE_RESEND_WAIT_MS, OTP_RULES } from '@domain/sign-in-codes.ts';
import { EMAIL_MAX_CHARS } from '@domain/email.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/form-controls.tsx';
import { sendSignInCode, verifySignInCode, type CodeType } from '../auth-client.ts';
import { getAuthState, startAuth, syncSession } from '../auth-store.ts';
import type { AppUser } from '../user.ts';

type Busy = 'sending' | 'verifying' | null;

interface SignInState {
  readonly step: 'email' | 'code';
  readonly email: string;
  readonly code: string;
  readonly busy: Busy;
  readonly error: string | null;
  readonly notice: string | null;
  /**
   * When the open code was mailed (this browser's clock, read after the send answered). Until
   * CODE_RESEND_WAIT_MS has passed, asking again would get the same code and no e-mail, so "Resend
   * code" waits; null once the code is over (used up or answered wrong too often).
   */
  readonly sentAt: number | null;
}

type SignInEvent =
  | { type: 'email'; value: string }
  | { type: 'code'; value: string }
  | { type: 'busy'; busy: Busy }
  | { type: 'sent'; resent: boolean; at: number }
  | { type: 'failed'; error: string; backToEmail?: boolean; codeOver?: boolean }
  | { type: 'changeEmail' };

const initial: SignInState = {
  step: 'email',
  email: '',
  code: '',
  busy: null,
  error: null,
  notice: null,
  sentAt: null,
};

function reduce(state: SignInState, event: SignInEvent): SignInState {
  switch (event.type) {
    case 'email':
      return { ...state, email: event.value };
    case 'code':
      return { ...state, code: event.value.replace(/\D/g, '').slice(0, OTP_RULES.digits) };
    case 'busy':
      return { ...state, busy: event.busy, error: null, notice: null };
    case 'sent':
      return {
        ...state,
        step: 'code',
        code: '',
        busy: null,
        notice: event.resent ? `We sent a new code to ${state.email.trim()}.` : null,
        sentAt: event.at,
      };
    case 'failed':
      return {
        ...state,
        busy: null,
        error: event.error,
        // A wrong code stays in the box, so a one-digit typo is fixed rather than retyped; a code
        // that is over (used up, expired, back to the e-mail step) is cleared.
        code: event.backToEmail || event.codeOver ? '' : state.code,
        step: event.backToEmail ? 'email' : state.step,
        sentAt: event.codeOver ? null : state.sentAt,
      };
    case 'changeEmail':
      return { ...initial, email: state.email };
  }
}

/**
 * Sign-in by e-mailed code, ready for any flow that needs a signed-in user (e.g. payment): e-mail,
 * then the 6-digit code, with resend and plain-language errors. Works with or without an
 * AuthProvider above it; `onSignedIn` receives the signed-in user.
 */
export function EmailCodeSignIn({
  onSignedIn,
  type = 'login',
  className,
  initialEmail,
}: {
  onSignedIn: (user: AppUser) => void;
  type?: CodeType;
  className?: string;
  /** The address the page already knows (a link's #email=), filled in and still editable. */
  initialEmail?: string;
}) {
  const [state, dispatch] = useReducer(reduce, { ...initial, email: initialEmail ?? '' });
  const id = useId();
  const errorId = `${id}-error`;
  const resendWaitSeconds = useResendWait(state.sentAt);

  async function send(resent: boolean) {
    dispatch({ type: 'busy', busy: 'sending' });
    const result = await sendSignInCode(state.email, type);
    if (result.success) dispatch({ type: 'sent', resent, at: Date.now() });
    else dispatch({ type: 'failed', error: result.error });
  }

  async function verify() {
    dispatch({ type: 'busy', busy: 'verifying' });
    const result = await verifySignInCode(state.code);
    if (!result.success) {
      dispatch({ type: 'failed', error: result.error, codeOver: result.restart });
      return;
    }
    await startAuth();
    await syncSession();
    const { user } = getAuthState();
    if (user) onSignedIn(user);
    else dispatch({ type: 'failed', error: 'Sign-in failed. Please try again.', backToEmail: true });
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.busy) return;
    void (state.step === 'email' ? send(false) : verify());
  };

  const error = state.error && (
    <p id={errorId} role="alert" className="text-sm font-medium text-danger-700">
      {state.error}
    </p>
  );

  return (
    <form onSubmit={onSubmit} noValidate className={className} aria-busy={state.busy !== null}>
      {state.step === 'email' ? (
        <div className="grid gap-3">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_CHARS}
            required
            value={state.email}
            onChange={(event) => dispatch({ type: 'email', value: event.target.value })}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
          />
          {error}
          <Button type="submit" data-no-scroll disabled={state.busy !== null || !state.email.trim()}>
            {state.busy === 'sending' ? 'Sending code…' : 'Send code'}
          </Button>
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-ink-700">
            We sent a {OTP_RULES.digits}-digit code to <strong>{state.email.trim()}</strong>. It works once
            and expires in {OTP_RULES.ttlMs / 60_000} minutes.
          </p>
          <Label htmlFor={`${id}-code`}>Code</Label>
          <Input
            id={`${id}-code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={`\\d{${OTP_RULES.digits}}`}
            maxLength={OTP_RULES.digits}
            required
            value={state.code}
            onChange={(event) => dispatch({ type: 'code', value: event.target.value })}
            aria-invalid={state.error ? true : undefined}
            aria-describedby={state.error ? errorId : undefined}
            className="tracking-[0.4em]"
          />
          {error}
          {state.notice && (
            <p role="status" className="text-sm text-ink-700">
              {state.notice}
            </p>
          )}
          <Button
            type="submit"
            data-no-scroll
            disabled={state.busy !== null || state.code.length !== OTP_RULES.digits}
          >
            {state.busy === 'verifying' ? 'Verifying…' : 'Verify code'}
          </Button>
          <div className="flex flex-wrap justify-between gap-2">
            <Button
              variant="ghost"
              size="sm"
              data-no-scroll
              disabled={state.busy !== null || resendWaitSeconds > 0}
              aria-describedby={resendWaitSeconds > 0 ? `${id}-resend-wait` : undefined}
              onClick={() => void send(true)}
            >
              {state.busy === 'sending' ? 'Sending code…' : 'Resend code'}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              data-no-scroll
              disabled={state.busy !== null}
              onClick={() => dispatch({ type: 'changeEmail' })}
            >
              Use a different email
            </Button>
          </div>
          {resendWaitSeconds > 0 && (
            <p id={`${id}-resend-wait`} className="text-sm text-ink-700">
              The code above still works. You can ask for a new one in {resendWaitSeconds} s.
            </p>
          )}
        </div>
      )}
    </form>
  );
}

/** Whole seconds until "Resend code" would mail a new code, counting down once a second; 0 when it would. */
function useResendWait(sentAt: number | null): number {
  const left = () => (sentAt === null ? 0 : Math.ceil((sentAt + CODE_RESEND_WAIT_MS - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (sentAt === null) return;
    const timer = setInterval(() => {
      const now = left();
      setSeconds(Math.max(now, 0));
      if (now <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only sentAt
  }, [sentAt]);
  return Math.max(seconds, 0);
}
