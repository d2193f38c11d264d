import { paths } from '../../../lib/paths.ts';
import type { SitePageMeta } from '../../../components/seo/site-page-meta.ts';

export const homeHead: SitePageMeta = {
  path: paths.home.href(),
  title: 'Quarter — From idea to live business, faster',
  description:
    'Ready-made, white-label fintech, eCommerce, restaurant, taxi and real-estate platforms for Nigerian businesses. Go live in 10-14 days with payments, BVN/KYC and compliance built in.',
};
