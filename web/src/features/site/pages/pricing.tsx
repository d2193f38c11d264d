import { BANKING_PLATFORM_PLAN } from '@domain/plans.ts';
import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { SupportTiers } from '../components/support-tiers.tsx';
import { howItWorks, otherPlatforms, pricingFaq } from '../content/pricing.ts';
import { pricingHead } from '../head/pricing.ts';
import { PlanCard } from '../plan-selection/plan-card.tsx';
import { usePlanSelection } from '../plan-selection/use-plan-selection.ts';
import { CheckList, CtaBand, FaqList, PageSection } from '../components/building-blocks.tsx';
import { BrandDisc } from '../../../components/layout/brand-mark.tsx';

export function PricingPage() {
  const { state, select } = usePlanSelection();
  return (
    <>
      <PageMeta {...pricingHead} />
      <section className="bg-ink-50 px-4 pt-16 pb-8 sm:px-6 lg:pt-20">
        <div className="mx-auto grid max-w-3xl gap-4 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Pricing</p>
          <h1 className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">
            Simple, one-time pricing
          </h1>
          <p className="text-lg text-ink-600">
            One-time setup, no revenue sharing: you keep all markup and transaction revenue.
          </p>
        </div>
      </section>

      <section aria-label="Plans" className="bg-ink-50 px-4 pt-8 pb-16 sm:px-6">
        <div className="mx-auto grid max-w-5xl items-start gap-8 lg:grid-cols-[1.1fr_1fr]">
          <PlanCard plan={BANKING_PLATFORM_PLAN} selection={state} onSelect={select} />
          <div className="grid gap-4 rounded-3xl border border-ink-200 bg-white p-6 sm:p-8">
            <h2 className="text-xl font-semibold text-ink-900">Launching something else?</h2>
            <p className="text-ink-600">
              These platforms are priced to your scope after a free 30-minute setup call, with the same
              promise: live in 10-14 days and no revenue sharing.
            </p>
            <CheckList items={otherPlatforms} />
            <Link to={paths.launch.href()} className={buttonClasses({ variant: 'outline' })}>
              Start in 60 Seconds
            </Link>
          </div>
        </div>
      </section>

      <PageSection
        id="how-heading"
        eyebrow="How it works"
        title="From payment to launch in three steps"
        width="6xl"
      >
        <ol className="mt-12 grid gap-8 md:grid-cols-3">
          {howItWorks.map((step, index) => (
            <li key={step.title} className="grid content-start justify-items-center gap-3 text-center">
              <BrandDisc className="inline-flex size-12 text-xl font-bold">{index + 1}</BrandDisc>
              <p className="text-sm font-semibold text-brand-700">{`Step ${index + 1}`}</p>
              <h3 className="text-xl font-semibold text-ink-900">{step.title}</h3>
              <p className="text-ink-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </PageSection>

      <SupportTiers headingId="pricing-support-heading" />

      <PageSection id="pricing-faq-heading" eyebrow="FAQ" title="Pricing questions">
        <FaqList name="pricing-faq" entries={pricingFaq} />
      </PageSection>

      <CtaBand
        id="pricing-cta-heading"
        title="Not sure which platform fits?"
        lead="Tell Q about your idea and get a tailored recommendation and quote in about 60 seconds."
        contact="Contact Sales"
      />
    </>
  );
}
