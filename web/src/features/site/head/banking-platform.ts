import { paths } from '../../../lib/paths.ts';
import type { SitePageMeta } from '../../../components/seo/site-page-meta.ts';

export const bankingPlatformHead: SitePageMeta = {
  path: paths.bankingPlatform.href(),
  title: 'White-label Banking Platform for Nigeria — Quarter',
  description:
    'Launch a branded digital bank in 10-14 days: BVN/NIN KYC, wallets, NIP transfers, bills and cards, with CBN compliance support. Starting from ₦5,000,000.',
};
