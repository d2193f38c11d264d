import { paths } from '../../../lib/paths.ts';
import type { SitePageMeta } from '../../../components/seo/site-page-meta.ts';

export const aboutHead: SitePageMeta = {
  path: paths.about.href(),
  title: 'About Quarter — Ready-made platforms for Nigerian founders',
  description:
    'Our mission is to help Nigerian founders go from idea to live business faster, with proven white-label platforms, local compliance and no revenue sharing.',
};
