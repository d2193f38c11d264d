import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function BankingPlatformPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Banking Platform — Quarter"
        description="A white-label digital banking platform, Nigeria-ready with BVN/KYC, payments and compliance."
        path={paths.bankingPlatform.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Banking Platform</h1>
      <p className="mt-4 text-lg text-ink-600">
        A white-label digital banking platform, Nigeria-ready with BVN/KYC, payments and compliance.
      </p>
    </section>
  );
}
