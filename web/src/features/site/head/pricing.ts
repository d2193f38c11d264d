import { paths } from '../../../lib/paths.ts';
import type { SitePageMeta } from '../../../components/seo/site-page-meta.ts';

export const pricingHead: SitePageMeta = {
  path: paths.pricing.href(),
  title: 'Pricing — Banking Platform from ₦5,000,000 | Quarter',
  description:
    'One-time setup starting from ₦5,000,000 for the Banking Platform, free Basic support or Premium support at ₦150,000 per month, and no revenue sharing.',
};
