import { useReducer, type ComponentProps, type FormEvent } from 'react';
import { Link, useSearchParams } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmailInput, Input, Label } from '../../../components/ui/form-controls.tsx';
import { AuthProvider, useAuth } from '../../../shared/auth/index.ts';

const PASSWORD_HINT = 'At least 8 characters, with upper- and lower-case letters, a number and a symbol.';
const MISMATCH = 'The two passwords do not match.';

interface ResetState {
  readonly step: 'request' | 'sent' | 'set' | 'done';
  readonly email: string;
  readonly code: string;
  readonly password: string;
  readonly repeat: string;
  readonly busy: boolean;
  readonly error: string | null;
}

type ResetEvent =
  | { type: 'field'; name: 'email' | 'code' | 'password' | 'repeat'; value: string }
  | { type: 'busy' }
  | { type: 'failed'; error: string }
  | { type: 'go'; step: ResetState['step'] };

function reduce(state: ResetState, event: ResetEvent): ResetState {
  switch (event.type) {
    case 'field':
      return { ...state, [event.name]: event.value };
    case 'busy':
      return { ...state, busy: true, error: null };
    case 'failed':
      return { ...state, busy: false, error: event.error };
    case 'go':
      return { ...state, busy: false, error: null, step: event.step, password: '', repeat: '' };
  }
}

function ErrorText({ error }: { error: string | null }) {
  return error ? (
    <p id="reset-error" role="alert" className="text-sm font-medium text-danger-700">
      {error}
    </p>
  ) : null;
}

/**
 * The account's e-mail, asked on both steps: to send the link (autocomplete "email"), and beside
 * the new password, where "username" lets a password manager store the pair.
 */
function EmailField(input: ComponentProps<typeof EmailInput>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="reset-email">Email</Label>
      <EmailInput id="reset-email" required {...input} />
    </div>
  );
}

function PasswordResetFlow() {
  const { requestPasswordReset, confirmPasswordReset } = useAuth();
  const [params] = useSearchParams();
  const linkCode = params.get('code') ?? '';
  const [state, dispatch] = useReducer(reduce, {
    step: linkCode ? 'set' : 'request',
    email: params.get('email') ?? '',
    code: linkCode,
    password: '',
    repeat: '',
    busy: false,
    error: null,
  });
  const field = (name: 'email' | 'code' | 'password' | 'repeat') => ({
    value: state[name],
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'field', name, value: event.target.value }),
    'aria-invalid': state.error ? true : undefined,
    'aria-describedby': state.error ? 'reset-error' : undefined,
  });

  async function onRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: 'busy' });
    const result = await requestPasswordReset(state.email);
    dispatch(result.success ? { type: 'go', step: 'sent' } : { type: 'failed', error: result.error });
  }

  async function onSet(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.password !== state.repeat) return dispatch({ type: 'failed', error: MISMATCH });
    dispatch({ type: 'busy' });
    const result = await confirmPasswordReset({
      email: state.email,
      code: state.code,
      newPassword: state.password,
    });
    dispatch(result.success ? { type: 'go', step: 'done' } : { type: 'failed', error: result.error });
  }

  if (state.step === 'done') {
    return (
      <div role="status" className="grid gap-4">
        <h2 className="text-xl font-semibold text-ink-900">Password changed</h2>
        <p className="text-ink-700">Your password has been changed. Sign in with the new one.</p>
        <Link
          to={paths.adminLogin.href()}
          className="font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          Go to Admin Login
        </Link>
      </div>
    );
  }

  if (state.step === 'sent') {
    return (
      <div className="grid gap-4">
        <h2 className="text-xl font-semibold text-ink-900">Check your email</h2>
        <p role="status" className="text-ink-700">
          If an account uses {state.email.trim()}, we have sent it a link to choose a new password. The link
          works for 1 hour.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button data-no-scroll onClick={() => dispatch({ type: 'go', step: 'set' })}>
            I have a code
          </Button>
          <Button variant="outline" data-no-scroll onClick={() => dispatch({ type: 'go', step: 'request' })}>
            Send to different email
          </Button>
        </div>
      </div>
    );
  }

  if (state.step === 'request') {
    return (
      <form onSubmit={(event) => void onRequest(event)} className="grid gap-4" aria-busy={state.busy}>
        <p className="text-ink-700">
          Enter your account's e-mail and we will send you a link to set a new password.
        </p>
        <EmailField autoComplete="email" {...field('email')} />
        <ErrorText error={state.error} />
        <Button type="submit" data-no-scroll disabled={state.busy || !state.email.trim()}>
          {state.busy ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
    );
  }

  return (
    <form onSubmit={(event) => void onSet(event)} className="grid gap-4" aria-busy={state.busy}>
      <EmailField autoComplete="username" {...field('email')} />
      <div className="grid gap-2">
        <Label htmlFor="reset-code">Reset code</Label>
        <Input id="reset-code" inputMode="numeric" autoComplete="one-time-code" required {...field('code')} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="reset-password">New password</Label>
        <Input
          id="reset-password"
          type="password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <p className="text-sm text-ink-600">{PASSWORD_HINT}</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="reset-repeat">Repeat new password</Label>
        <Input id="reset-repeat" type="password" autoComplete="new-password" required {...field('repeat')} />
      </div>
      <ErrorText error={state.error} />
      <Button
        type="submit"
        data-no-scroll
        disabled={state.busy || !state.email.trim() || !state.code.trim() || !state.password}
      >
        {state.busy ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}

/** The flow with its auth provider; loaded after the page shell, since it brings aws-amplify. */
export function PasswordResetForm() {
  return (
    <AuthProvider>
      <PasswordResetFlow />
    </AuthProvider>
  );
}
