import { paths } from '../../../lib/paths.ts';
import type { SitePageMeta } from '../../../components/seo/site-page-meta.ts';

export const termsHead: SitePageMeta = {
  path: paths.terms.href(),
  title: 'Terms of Service — Quarter',
  description:
    'The terms that govern Quarter’s white-label platforms, support plans and referral programme. Last updated August 14, 2025.',
};
