import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { deferredIsland } from '../deferred-island.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { HeroPreview } from '../components/hero-preview.tsx';
import { homeHead } from '../head/home.ts';

/** Everything below the hero: in the HTML at once, its code fetched when the page is idle (issue #31). */
const HomeBelowFold = deferredIsland(() =>
  import('../components/home-below-fold.tsx').then(({ HomeBelowFold: View }) => View),
);

const heroFacts = [
  { value: '10-14 days', label: 'to go live' },
  { value: '5x', label: 'faster than custom' },
  { value: '70%', label: 'cheaper' },
  { value: '0%', label: 'revenue share' },
];

function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="on-dark bg-gradient-to-b from-brand-950 to-brand-800 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div className="grid gap-6">
          <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
            White-label platforms for Nigeria
          </p>
          <h1 id="hero-heading" className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            From idea to live business, faster.
          </h1>
          <p className="max-w-2xl text-lg text-brand-100">
            Launch a ready-made fintech, eCommerce, restaurant, taxi or real-estate platform under your own
            brand in 10-14 days. Payments, BVN/KYC and compliance are built in, and there is no revenue
            sharing: you keep all markup and transaction revenue.
          </p>
          <div className="flex flex-wrap gap-3">
            <Link to={paths.launch.href()} className={buttonClasses({ size: 'lg', variant: 'accent' })}>
              Start in 60s
            </Link>
            <Link to={paths.pricing.href()} className={buttonClasses({ size: 'lg', variant: 'inverse' })}>
              See pricing
            </Link>
          </div>
          <dl className="grid grid-cols-2 gap-4 border-t border-white/15 pt-6 sm:grid-cols-4">
            {heroFacts.map((fact) => (
              <div key={fact.label}>
                <dt className="sr-only">{fact.label}</dt>
                <dd className="text-2xl font-bold text-gold-300">{fact.value}</dd>
                <dd className="text-sm text-brand-100">{fact.label}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

export function HomePage() {
  return (
    <>
      <PageMeta {...homeHead} />
      <Hero />
      <HomeBelowFold />
    </>
  );
}
