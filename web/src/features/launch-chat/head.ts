import { paths } from '../../lib/paths.ts';
import type { SitePageMeta } from '../../components/seo/site-page-meta.ts';

export const launchHead: SitePageMeta = {
  path: paths.launch.href(),
  title: 'Launch your business in 60 seconds — Quarter',
  description: 'Tell Q your idea and get a tailored platform plan, then book a free 30-minute setup call.',
};
