import { COPYRIGHT_YEAR } from '../../lib/site-content.ts';
import { CONTACT_DETAILS } from '@domain/contact-details.ts';

/**
 * Who the site speaks for. Social profiles and the mailbox are placeholders until the business
 * confirms its handles; change them here only.
 */
export const brand = {
  name: 'Quarter',
  contactEmail: CONTACT_DETAILS.email,
  copyrightYear: COPYRIGHT_YEAR,
  social: [
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/quarter-ng' },
    { network: 'X', href: 'https://x.com/quarter_ng' },
    { network: 'Facebook', href: 'https://www.facebook.com/quarter.ng' },
    { network: 'Instagram', href: 'https://www.instagram.com/quarter.ng' },
  ],
} as const;

export type SocialNetwork = (typeof brand.social)[number]['network'];

/** Labels of the home page's solution anchors, keyed by the anchor id in paths.homeSections. */
export const homeSectionLabels = {
  fintech: 'FinTech',
  ecommerce: 'eCommerce',
  restaurant: 'Restaurant',
  taxi: 'Taxi & Ride-Hailing',
  'cto-service': 'CTO as a Service',
  'real-estate': 'Real Estate',
} as const;
