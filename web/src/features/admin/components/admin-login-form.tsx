import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { boundTo, EmailInput, Input, Label } from '../../../components/ui/form-controls.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { AuthProvider, getAuthState, useAuth } from '../../../shared/auth/index.ts';
import { checkIsAdmin, forgetAdminAccess } from '../admin-access.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';

/**
 * Back where the guard sent staff from (e.g. an alert's `/quarteradmin?prospect=…` link), when that
 * was the dashboard; anything else goes to the dashboard itself.
 */
function useAfterSignIn(): string {
  const from: unknown = (useLocation().state as { from?: unknown } | null)?.from;
  const dashboard = paths.admin.href();
  return typeof from === 'string' && (from === dashboard || from.startsWith(`${dashboard}?`))
    ? from
    : dashboard;
}

function LoginForm() {
  const { signInWithPassword, logout } = useAuth();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  /** Signed in and in the admins group; anyone else is signed out again. */
  async function signInAsAdmin(): Promise<boolean> {
    forgetAdminAccess();
    if (!(await signInWithPassword(email, password))) return false;
    const userId = getAuthState().user?.id;
    const isAdmin = userId ? await checkIsAdmin(userId).catch(() => false) : false;
    if (!isAdmin) await logout().catch(() => undefined);
    return isAdmin;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const ok = await signInAsAdmin();
    setBusy(false);
    if (ok) {
      toast({ title: ADMIN_MESSAGES.loginSuccessTitle, description: ADMIN_MESSAGES.loginSuccessDescription });
      navigate(afterSignIn);
    } else {
      setPassword('');
      toast({
        title: ADMIN_MESSAGES.loginFailedTitle,
        description: ADMIN_MESSAGES.loginFailedDescription,
        variant: 'destructive',
      });
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-4" aria-busy={busy}>
      <div className="grid gap-2">
        <Label htmlFor="admin-email">Email</Label>
        <EmailInput id="admin-email" autoComplete="username" required {...boundTo(email, setEmail)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="admin-password">Password</Label>
        <Input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          required
          {...boundTo(password, setPassword)}
        />
      </div>
      <Button type="submit" data-no-scroll disabled={busy} className="w-full">
        {busy ? 'Signing in…' : 'Login'}
      </Button>
      <Link
        to={paths.passwordReset.href()}
        className="justify-self-center text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
      >
        Forgot your password?
      </Link>
    </form>
  );
}

/** The form with its auth provider; loaded after the page shell, since it brings aws-amplify. */
export function AdminLoginForm() {
  return (
    <AuthProvider>
      <LoginForm />
    </AuthProvider>
  );
}
