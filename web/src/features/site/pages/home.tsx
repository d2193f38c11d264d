import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { HeroPreview } from '../components/hero-preview.tsx';
import { LogoStrip } from '../components/logo-strip.tsx';
import { StarRating } from '../components/star-rating.tsx';
import { clientLogos, homeFaq, reasons, solutions, testimonials } from '../content/home.ts';
import { homeHead } from '../head/home.ts';
import {
  ARROW_RIGHT,
  CtaBand,
  FaqList,
  Icon,
  IconTile,
  Pill,
  SectionHeading,
} from '../components/building-blocks.tsx';

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

function Solutions() {
  return (
    <section aria-labelledby="solutions-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading
        id="solutions-heading"
        eyebrow="Solutions"
        title="Platforms ready to launch"
        lead="Pick the business you want to run. We brand it, connect your payment and compliance partners, and hand you the keys."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {solutions.map((solution) => (
          <li
            key={solution.id}
            id={solution.id}
            className="flex flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
          >
            <IconTile d={solution.icon} />
            <h3 className="text-xl font-semibold text-ink-900">{solution.title}</h3>
            <p className="text-ink-600">{solution.summary}</p>
            {solution.id === 'fintech' && (
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
                <Link
                  className="text-brand-700 underline-offset-4 hover:underline"
                  to={paths.bankingPlatform.href()}
                >
                  Banking
                </Link>
                <Link
                  className="text-brand-700 underline-offset-4 hover:underline"
                  to={paths.cryptoExchange.href()}
                >
                  Crypto exchange
                </Link>
                <Link
                  className="text-brand-700 underline-offset-4 hover:underline"
                  to={paths.completeFintech.href()}
                >
                  Banking + crypto
                </Link>
              </p>
            )}
            <Link
              to={paths.launch.href()}
              aria-label={`Start in 60 Seconds: ${solution.title}`}
              className={buttonClasses({ variant: 'outline', className: 'mt-auto w-full' })}
            >
              Start in 60 Seconds
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function WhyChoose() {
  return (
    <section aria-labelledby="why-heading" className="bg-ink-50 px-4 py-16 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="why-heading"
          eyebrow="Why Quarter"
          title="Why founders choose Quarter"
          lead="A custom build ties up your capital for 3-6 months before the first customer signs up. A proven platform gets you selling this month."
        />
        <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map((reason) => (
            <li key={reason.title} className="grid content-start gap-1.5 border-l-4 border-gold-400 pl-4">
              <h3 className="text-lg font-semibold text-ink-900">{reason.title}</h3>
              <p className="text-ink-600">{reason.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
      <div className="grid justify-items-center gap-3 text-center">
        <Pill>Success Stories</Pill>
        <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
          Trusted by Nigerian Businesses
        </h2>
        <p className="max-w-2xl text-lg text-ink-600">
          Founders from Lagos to Kano run their businesses on our platforms.
        </p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className="flex h-full flex-col gap-4 rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <StarRating />
                <Pill tone="outline">{testimonial.service}</Pill>
              </div>
              <blockquote className="text-ink-700">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <figcaption className="mt-auto flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                >
                  {testimonial.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <span className="grid">
                  <span className="font-semibold text-ink-900">{testimonial.name}</span>
                  <span className="text-sm text-ink-600">{testimonial.role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReferralBanner() {
  return (
    <section aria-labelledby="referral-heading" className="px-4 sm:px-6">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 rounded-3xl border border-gold-300 bg-gold-100 p-8 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="grid gap-2">
          <h2 id="referral-heading" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
            Become a Referral Partner
          </h2>
          <p className="max-w-2xl text-ink-700">
            Know a founder who should launch this month? Earn 10% of the setup fee when a business you refer
            goes live, paid within 30 days of go-live.
          </p>
        </div>
        <Link to={paths.refer.href()} className={buttonClasses({ size: 'lg', className: 'shrink-0' })}>
          Refer & earn 10% <Icon d={ARROW_RIGHT} />
        </Link>
      </div>
    </section>
  );
}

function Faq() {
  return (
    <section aria-labelledby="faq-heading" className="px-4 py-16 sm:px-6 lg:py-20">
      <SectionHeading
        id="faq-heading"
        eyebrow="FAQ"
        title="Frequently asked questions"
        lead="Straight answers about timelines, costs, compliance and ownership."
      />
      <FaqList name="home-faq" entries={homeFaq} />
    </section>
  );
}

export function HomePage() {
  return (
    <>
      <PageMeta {...homeHead} />
      <Hero />
      <LogoStrip
        names={clientLogos}
        label="Powering businesses in Lagos, Abuja, Kano, Enugu and Port Harcourt"
      />
      <Solutions />
      <WhyChoose />
      <Testimonials />
      <ReferralBanner />
      <CtaBand
        id="begin-heading"
        title="Your platform could be live in 10-14 days"
        lead="Tell Q about your idea in 60 seconds, book a free 30-minute setup call, and we take it from there."
        action="Begin Now"
        to={paths.launch.href()}
      />
      <Faq />
    </>
  );
}
