import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { paths } from '../../../app/paths.ts';

export function PaymentSuccessPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <PageMeta
        title="Payment confirmation — Quarter"
        description="We are confirming your payment."
        path={paths.paymentSuccess.path}
      />
      <h1 className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">Payment confirmation</h1>
      <p className="mt-4 text-lg text-ink-600">We are confirming your payment.</p>
    </section>
  );
}
