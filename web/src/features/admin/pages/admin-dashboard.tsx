import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function AdminDashboardPage() {
  return (
    <main id="main-content" className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageMeta
        title="Chat Dashboard — Quarter admin"
        description="Chat sessions, launch requests and onboarding."
        path={paths.admin.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight">Chat Dashboard</h1>
    </main>
  );
}
