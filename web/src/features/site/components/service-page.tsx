import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import type { ServiceContent } from '../content/services.ts';
import type { SitePageMeta } from '../../../components/seo/site-page-meta.ts';
import { SupportTiers } from './support-tiers.tsx';
import { ARROW_RIGHT, CheckList, CtaBand, Icon, IconCard, PageSection, SHIELD } from './building-blocks.tsx';

/** The shared layout of the three fintech service pages. */
export function ServicePage({ meta, content }: { meta: SitePageMeta; content: ServiceContent }) {
  const startHref = paths.launch.href({ service: content.launchService });
  return (
    <>
      <PageMeta {...meta} />
      <section className="on-dark bg-gradient-to-b from-brand-950 to-brand-800 px-4 py-16 text-white sm:px-6 lg:py-24">
        <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-[1.4fr_1fr]">
          <div className="grid gap-6">
            <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">{content.eyebrow}</p>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{content.title}</h1>
            <p className="text-lg text-brand-100">{content.intro}</p>
            <div className="flex flex-wrap gap-3">
              <Link to={startHref} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
                Start Building <Icon d={ARROW_RIGHT} />
              </Link>
              <Link
                to={paths.contact.href()}
                className={buttonClasses({
                  variant: 'inverse',
                  size: 'lg',
                  className: 'ring-1 ring-white/40',
                })}
              >
                Contact Sales
              </Link>
            </div>
          </div>
          <div className="grid gap-2 rounded-3xl border border-white/15 bg-white/5 p-6 sm:p-8">
            <p className="text-sm font-medium text-brand-100">{content.price.label}</p>
            <p className="text-4xl font-extrabold tracking-tight text-gold-300">{content.price.amount}</p>
            <p className="text-brand-100">{content.price.note}</p>
            <CheckList
              tone="dark"
              className="mt-4"
              items={[
                'Live in 10-14 days',
                'Your brand, domain and app store listings',
                'Basic support included',
              ]}
            />
          </div>
        </div>
      </section>

      <PageSection
        id="service-features-heading"
        eyebrow="Features"
        title="Everything you need on day one"
        lead="Production-ready modules, configured for your brand and your partners."
        width="6xl"
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.features.map((feature) => (
            <IconCard key={feature.title} icon={feature.icon} title={feature.title} body={feature.body} />
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="service-included-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <div className="rounded-3xl bg-brand-50 p-6 sm:p-10">
          <h2 id="service-included-heading" className="text-2xl font-bold text-ink-900 sm:text-3xl">
            What’s included
          </h2>
          <div className="mt-8 grid gap-8 md:grid-cols-3">
            {content.included.map((group) => (
              <div key={group.title}>
                <h3 className="font-semibold text-brand-800">{group.title}</h3>
                <CheckList items={group.items} className="mt-3" />
              </div>
            ))}
          </div>
          <div className="mt-10 flex gap-4 rounded-2xl bg-white p-6">
            <Icon d={SHIELD} className="mt-1 text-brand-700" />
            <div>
              <h3 className="font-semibold text-ink-900">{content.compliance.title}</h3>
              <p className="mt-1 text-ink-600">{content.compliance.body}</p>
            </div>
          </div>
        </div>
      </section>

      <SupportTiers headingId="service-support-heading" />

      <CtaBand
        id="service-cta-heading"
        title={`Launch your ${content.title} in 10-14 days`}
        lead="Answer a few questions in about 60 seconds and book a free 30-minute setup call with our team."
        action="Start Building"
        to={startHref}
        contact="Contact Sales"
      />
    </>
  );
}
