import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function CheckoutPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Checkout — Quarter"
        description="Pay your setup fee securely to start your launch."
        path={paths.checkout.path}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Checkout</h1>
      <p className="mt-4 text-lg text-ink-600">Pay your setup fee securely to start your launch.</p>
    </section>
  );
}
