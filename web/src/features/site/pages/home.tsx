import { Link } from 'react-router-dom';
import { homeSections, paths } from '../../../app/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { homeSectionLabels } from '../../../components/layout/brand.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';

const claims = [
  'Live in 10-14 days, not 3-6 months',
  '5x faster and 70% cheaper',
  'Nigeria-ready: payments, BVN/KYC, compliance',
];

export function HomePage() {
  return (
    <>
      <PageMeta
        title="Quarter — From idea to live business, faster"
        description="Ready-made, white-label fintech, eCommerce, restaurant, taxi and real-estate platforms for Nigerian businesses. Go live in 10-14 days."
        path={paths.home.href()}
      />
      <section className="on-dark bg-gradient-to-b from-brand-950 to-brand-800 text-white">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-20 sm:px-6 lg:py-28">
          <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
            White-label platforms for Nigeria
          </p>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            From idea to live business, faster.
          </h1>
          <p className="max-w-2xl text-lg text-brand-100">
            Launch a ready-made fintech, eCommerce, restaurant, taxi or real-estate platform under your own
            brand. No revenue sharing: you keep all markup and transaction revenue.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.launch.href()} className={buttonClasses({ size: 'lg', variant: 'accent' })}>
              Start in 60s
            </Link>
            <Link to={paths.pricing.href()} className={buttonClasses({ size: 'lg', variant: 'inverse' })}>
              See pricing
            </Link>
          </div>
          <ul className="mt-4 grid gap-2 text-brand-100 sm:grid-cols-3">
            {claims.map((claim) => (
              <li key={claim} className="flex items-start gap-2">
                <span aria-hidden="true" className="text-gold-300">
                  ✓
                </span>
                {claim}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="solutions-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="solutions-heading" className="text-3xl font-bold tracking-tight">
          Platforms ready to launch
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {homeSections.map((section) => (
            <li key={section} id={section} className="rounded-2xl border border-ink-200 p-6">
              <h3 className="text-xl font-semibold">{homeSectionLabels[section]}</h3>
              <Link
                to={paths.launch.href()}
                className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-4' })}
              >
                Start in 60 Seconds
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
