import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { aboutHead } from '../head/about.ts';
import { CtaBand, IconCard, PageSection } from '../components/building-blocks.tsx';

/** Icon outlines (24px grid), kept beside the content that uses them so a page ships only its own. */
const icon = {
  target:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
} as const;

const pillars: readonly { icon: string; title: string; body: string }[] = [
  {
    icon: icon.target,
    title: 'Our mission',
    body: 'To help Nigerian founders go from idea to live business faster, by giving them proven, ready-made platforms instead of months of custom development.',
  },
  {
    icon: icon.eye,
    title: 'Our vision',
    body: 'A Nigeria where a good business idea is never held back by the cost of software: where a founder in Aba, Ibadan or Maiduguri can launch as quickly as one in Lekki.',
  },
];

const reasons: readonly { title: string; body: string }[] = [
  {
    title: 'Built for Nigeria first',
    body: 'BVN and NIN onboarding, NIBSS transfers, Paystack and Flutterwave payments, local logistics partners and NDPA-aligned data handling are part of every platform, not add-ons.',
  },
  {
    title: 'Live in 10-14 days',
    body: 'A custom build usually takes 3-6 months. Because our platforms already run in production, we configure and brand yours instead of writing it from scratch: 5x faster and up to 70% cheaper.',
  },
  {
    title: 'You own the business',
    body: 'Your brand, your domain, your customers and all of your revenue. We never take a share of your markup or transactions.',
  },
  {
    title: 'Partners after launch',
    body: 'Basic support is free for every platform. Premium support adds a dedicated account manager, weekly strategy calls and SLA guarantees as you scale.',
  },
];

const milestones = [
  { value: '6', label: 'ready-made platform families' },
  { value: '10-14', label: 'days from kickoff to launch' },
  { value: '24h', label: 'application review after payment' },
  { value: '0%', label: 'revenue share, ever' },
];

export function AboutPage() {
  return (
    <>
      <PageMeta {...aboutHead} />
      <section className="on-dark bg-gradient-to-b from-brand-950 to-brand-800 px-4 py-16 text-white sm:px-6 lg:py-24">
        <div className="mx-auto grid max-w-4xl gap-6 text-center">
          <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">About us</p>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">About Quarter</h1>
          <p className="text-lg text-brand-100">
            We are a Lagos-based product and engineering team that has spent years building payment, banking
            and marketplace software for Nigerian companies. Quarter packages that experience into white-label
            platforms any founder can launch under their own brand.
          </p>
        </div>
      </section>

      <section aria-label="Mission and vision" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2">
          {pillars.map((pillar) => (
            <IconCard
              key={pillar.title}
              heading="h2"
              large
              icon={pillar.icon}
              title={pillar.title}
              body={pillar.body}
            />
          ))}
        </ul>
        <dl className="mt-12 grid grid-cols-2 gap-6 rounded-2xl bg-ink-50 p-8 text-center md:grid-cols-4">
          {milestones.map((milestone) => (
            <div key={milestone.label} className="grid gap-1">
              <dt className="order-2 text-sm text-ink-600">{milestone.label}</dt>
              <dd className="order-1 text-3xl font-extrabold text-brand-700">{milestone.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <PageSection
        id="about-why-heading"
        eyebrow="Why choose us"
        title="Why founders build with Quarter"
        lead="The hard parts of launching in Nigeria are solved once, so you can spend your time on customers."
        width="6xl"
        shaded
      >
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {reasons.map((reason) => (
            <li key={reason.title} className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-ink-900">{reason.title}</h3>
              <p className="mt-2 text-ink-600">{reason.body}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-ink-700">
          Want to talk it through first?{' '}
          <Link
            to={paths.contact.href()}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            Contact our team
          </Link>{' '}
          or{' '}
          <Link
            to={paths.pricing.href()}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            see pricing
          </Link>
          .
        </p>
      </PageSection>

      <CtaBand
        id="about-cta-heading"
        title="Ready to launch your business?"
        lead="Tell Q about your idea and get a tailored platform plan in about 60 seconds."
        contact="Contact us"
      />
    </>
  );
}
