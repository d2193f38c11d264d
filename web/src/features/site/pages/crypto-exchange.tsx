import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function CryptoExchangePage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Crypto Exchange — Quarter"
        description="A white-label crypto exchange with wallets, trading and compliance built in."
        path={paths.cryptoExchange.href()}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Crypto Exchange</h1>
      <p className="mt-4 text-lg text-ink-600">
        A white-label crypto exchange with wallets, trading and compliance built in.
      </p>
    </section>
  );
}
