import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { contactDetails, formatBusinessHours } from '../contact-details.ts';
import { contactHead } from '../head/contact.ts';
import { Icon, IconCard } from '../components/building-blocks.tsx';

/** Icon outlines (24px grid), kept beside the content that uses them so a page ships only its own. */
const icon = {
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-14v5l3 2',
  mapPin: 'M12 21s-7-6.2-7-11.5a7 7 0 1 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  phone:
    'M22 16.9v3a2 2 0 0 1-2.2 2A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z',
} as const;

const channels: readonly { icon: string; title: string; body: string; label: string; href: string }[] = [
  {
    icon: icon.mail,
    title: 'Email',
    body: 'Sales, partnerships and support. We reply within one business day.',
    label: contactDetails.email,
    href: `mailto:${contactDetails.email}`,
  },
  {
    icon: icon.phone,
    title: 'Phone',
    body: 'Speak to a launch specialist during business hours.',
    label: contactDetails.phoneDisplay,
    href: contactDetails.phoneHref,
  },
];

const topics = [
  { title: 'Launching a platform', body: 'Scope, timelines and which platform fits your idea.' },
  { title: 'Pricing and payment', body: 'Setup fees, support plans and how payment works.' },
  { title: 'Compliance questions', body: 'CBN licensing paths, BVN/NIN KYC and NDPA data protection.' },
  { title: 'Referral partners', body: 'Commission, payouts and your referral dashboard.' },
];

export function ContactPage() {
  return (
    <>
      <PageMeta {...contactHead} />
      <section className="bg-ink-50 px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto grid max-w-3xl gap-4 text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Contact</p>
          <h1 className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">Contact us</h1>
          <p className="text-lg text-ink-600">
            Talk to our team about launching your platform, your compliance questions or a partnership. We are
            in Lagos and work with founders across Nigeria.
          </p>
        </div>
      </section>

      <section
        aria-label="Ways to reach us"
        className="mx-auto grid max-w-6xl gap-6 px-4 py-12 sm:px-6 lg:grid-cols-3"
      >
        {channels.map((channel) => (
          <IconCard
            key={channel.title}
            as="div"
            heading="h2"
            icon={channel.icon}
            title={channel.title}
            body={channel.body}
          >
            <a
              href={channel.href}
              className="text-lg font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
            >
              {channel.label}
            </a>
          </IconCard>
        ))}
        <IconCard
          as="div"
          heading="h2"
          icon={icon.clock}
          title="Business hours"
          body="West Africa Time (WAT, UTC+1)."
        >
          <ul className="grid gap-1.5" aria-label="Opening hours">
            {contactDetails.hours.map((entry) => (
              <li
                key={entry.days}
                className="flex justify-between gap-4 border-b border-ink-200 pb-1.5 last:border-0"
              >
                <span className="font-medium text-ink-900">{entry.days}</span>
                <span className="text-ink-700">{entry.hours ?? 'Closed'}</span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-ink-600">
            Hours: {contactDetails.hours.map(formatBusinessHours).join(', ')}.
          </p>
        </IconCard>
      </section>

      <section aria-labelledby="contact-topics-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <div className="grid gap-8 rounded-3xl bg-brand-50 p-8 lg:grid-cols-[1fr_1.2fr] lg:p-12">
          <div className="grid content-start gap-4">
            <h2 id="contact-topics-heading" className="text-2xl font-bold text-ink-900 sm:text-3xl">
              What we can help with
            </h2>
            <p className="flex items-start gap-2 text-ink-700">
              <Icon d={icon.mapPin} className="mt-0.5 size-5 text-brand-700" />
              {contactDetails.office}
            </p>
            <p className="text-ink-700">
              The fastest way to a plan for your business is the guided launch: tell Q your idea and book a
              free 30-minute setup call.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to={paths.launch.href()} className={buttonClasses()}>
                Start in 60 Seconds
              </Link>
              <Link to={paths.about.href()} className={buttonClasses({ variant: 'outline' })}>
                About Quarter
              </Link>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {topics.map((topic) => (
              <li key={topic.title} className="rounded-2xl bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-ink-900">{topic.title}</h3>
                <p className="mt-1 text-sm text-ink-600">{topic.body}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
