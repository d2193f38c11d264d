import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/routing/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AuthProvider, EmailCodeSignIn, safeNextPath, useAuth } from '../../../shared/auth/index.ts';

function SignInOrStatus() {
  const { isLoading, user, logout } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const next = safeNextPath(params.get('next'));

  if (isLoading) return <Spinner label="Checking your session" showLabel />;
  if (user) {
    return (
      <div className="grid gap-4">
        <p role="status" className="text-ink-700">
          You are signed in as <strong>{user.email || user.name}</strong>.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => navigate(next)}>Continue</Button>
          <Button
            variant="outline"
            data-no-scroll
            disabled={leaving}
            onClick={() => {
              setLeaving(true);
              void logout().finally(() => setLeaving(false));
            }}
          >
            Sign out
          </Button>
        </div>
      </div>
    );
  }
  return <EmailCodeSignIn onSignedIn={() => navigate(next, { replace: true })} />;
}

/** The sign-in page's body with its auth provider; loaded after the page shell (aws-amplify). */
export function SignInPanel() {
  return (
    <AuthProvider>
      <SignInOrStatus />
    </AuthProvider>
  );
}
