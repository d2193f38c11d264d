import { lazy, Suspense } from 'react';
import { paths } from '../../../lib/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

const AdminLoginForm = lazy(async () => ({
  default: (await import('../components/admin-login-form.tsx')).AdminLoginForm,
}));

export function AdminLoginPage() {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-ink-50 px-4 py-10">
      <PageMeta title="Admin Login — Quarter" description="Staff sign-in." path={paths.adminLogin.href()} />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <h1 className="text-2xl font-bold tracking-tight text-ink-900">Admin Login</h1>
          <CardDescription>Staff only. Sign in with your e-mail and password.</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Spinner label="Loading sign-in" />}>
            <AdminLoginForm />
          </Suspense>
        </CardContent>
      </Card>
    </main>
  );
}
