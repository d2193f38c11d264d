import { paths } from '../../../lib/paths.ts';
import type { SitePageMeta } from '../../../components/seo/site-page-meta.ts';

export const cryptoExchangeHead: SitePageMeta = {
  path: paths.cryptoExchange.href(),
  title: 'White-label Crypto Exchange for Nigeria — Quarter',
  description:
    'Launch a branded crypto exchange with naira on-ramps, custody, P2P and spot trading, KYC/AML and SEC-aligned controls, live in 10-14 days.',
};
