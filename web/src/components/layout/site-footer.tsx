import { Link } from '../../lib/routing/index.ts';
import { homeSections, paths } from '../../lib/paths.ts';
import { BrandMark } from './brand-mark.tsx';
import { brand, homeSectionLabels } from './brand.ts';
import { SocialIcon } from './social-icon.tsx';

const columns = [
  {
    heading: 'Solutions',
    links: homeSections.map((section) => ({
      to: paths.home.href(section),
      label: homeSectionLabels[section],
    })),
  },
  {
    heading: 'Company',
    links: [
      { to: paths.about.href(), label: 'About' },
      { to: paths.pricing.href(), label: 'Pricing' },
      { to: paths.contact.href(), label: 'Contact' },
      { to: paths.launch.href(), label: 'Start in 60 Seconds' },
    ],
  },
  {
    heading: 'Partners',
    links: [
      { to: paths.refer.href(), label: 'Refer & earn 10%' },
      { to: paths.referralLogin.href(), label: 'Referral Dashboard' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { to: paths.privacy.href(), label: 'Privacy Policy' },
      { to: paths.terms.href(), label: 'Terms of Service' },
    ],
  },
];

const footerLink = 'rounded text-sm text-brand-100 hover:text-white hover:underline';

export function SiteFooter() {
  return (
    <footer className="on-dark bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="col-span-2 grid content-start gap-4 lg:col-span-1">
          <BrandMark tone="dark" />
          <p className="max-w-xs text-sm">
            Ready-made, white-label business platforms for Nigerian founders. Live in 10-14 days, with no
            revenue sharing.
          </p>
          <a href={`mailto:${brand.contactEmail}`} className={footerLink}>
            {brand.contactEmail}
          </a>
          <ul className="flex gap-2" aria-label="Social media">
            {brand.social.map(({ network, href }) => (
              <li key={network}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brand.name} on ${network} (opens in a new tab)`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <div key={column.heading}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.heading}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={footerLink}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm sm:px-6">
          © {brand.copyrightYear} {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
