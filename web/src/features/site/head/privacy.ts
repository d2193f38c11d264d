import { paths } from '../../../lib/paths.ts';
import type { SitePageMeta } from '../../../components/seo/site-page-meta.ts';

export const privacyHead: SitePageMeta = {
  path: paths.privacy.href(),
  title: 'Privacy Policy — Quarter',
  description:
    'How Quarter collects, uses, protects and retains personal data under the Nigeria Data Protection Act 2023. Last updated August 14, 2025.',
};
