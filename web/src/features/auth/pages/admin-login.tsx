import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function AdminLoginPage() {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-ink-50 px-4">
      <PageMeta title="Admin Login — Quarter" description="Staff sign-in." path={paths.adminLogin.href()} />
      <h1 className="text-3xl font-bold tracking-tight">Admin Login</h1>
    </main>
  );
}
