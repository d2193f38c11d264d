import { paths } from '../../../lib/paths.ts';
import type { SitePageMeta } from '../../../components/seo/site-page-meta.ts';

export const completeFintechHead: SitePageMeta = {
  path: paths.completeFintech.href(),
  title: 'Unified Banking plus Crypto Platform — Quarter',
  description:
    'One app for naira banking and crypto: wallets, transfers, bills, cards and a crypto exchange under your brand, with one KYC and one admin dashboard.',
};
