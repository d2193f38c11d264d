import { paths } from '../../../lib/paths.ts';
import type { SitePageMeta } from '../../../components/seo/site-page-meta.ts';

export const contactHead: SitePageMeta = {
  path: paths.contact.href(),
  title: 'Contact Quarter — Talk to our launch team',
  description:
    'Email or call the Quarter team about launching your platform. Mon-Fri 9:00-18:00 WAT, Sat 10:00-16:00 WAT, Sun closed.',
};
