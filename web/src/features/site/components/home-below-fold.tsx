import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { LogoStrip } from './logo-strip.tsx';
import { StarRating } from './star-rating.tsx';
import { clientLogos, homeFaq, reasons, solutions, testimonials } from '../content/home.ts';
import { ARROW_RIGHT, CtaBand, FaqList, Icon, IconTile, PageSection, Pill } from './building-blocks.tsx';
import { BrandDisc } from '../../../components/layout/brand-mark.tsx';

/*
 * The home page below its hero: a chunk of its own, hydrated once the page is idle (issue #31),
 * since its markup is in the pre-rendered HTML and nothing in it is needed in the first second.
 */

function Solutions() {
  return (
    <PageSection
      id="solutions-heading"
      eyebrow="Solutions"
      title="Platforms ready to launch"
      lead="Pick the business you want to run. We brand it, connect your payment and compliance partners, and hand you the keys."
      width="7xl"
      roomy
    >
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
    </PageSection>
  );
}

function WhyChoose() {
  return (
    <PageSection
      id="why-heading"
      eyebrow="Why Quarter"
      title="Why founders choose Quarter"
      lead="A custom build ties up your capital for 3-6 months before the first customer signs up. A proven platform gets you selling this month."
      width="7xl"
      shaded
      roomy
    >
      <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {reasons.map((reason) => (
          <li key={reason.title} className="grid content-start gap-1.5 border-l-4 border-gold-400 pl-4">
            <h3 className="text-lg font-semibold text-ink-900">{reason.title}</h3>
            <p className="text-ink-600">{reason.body}</p>
          </li>
        ))}
      </ul>
    </PageSection>
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
                <BrandDisc className="inline-flex size-11 font-semibold">
                  {testimonial.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </BrandDisc>
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
    <PageSection
      id="faq-heading"
      eyebrow="FAQ"
      title="Frequently asked questions"
      lead="Straight answers about timelines, costs, compliance and ownership."
      roomy
    >
      <FaqList name="home-faq" entries={homeFaq} />
    </PageSection>
  );
}

export function HomeBelowFold() {
  return (
    <>
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
      />
      <Faq />
    </>
  );
}
