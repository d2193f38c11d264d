/**
 * Every route of the web app, in one place: `path` is what the router matches, `href()` builds a
 * link. Link with `paths.x.href(...)`, never with a hand-written string, so a renamed route or a
 * renamed query parameter changes here only. This module imports nothing, so any layer may use it.
 */

/** Anchors of the home page's solution sections, in the order the page shows them. */
export const homeSections = [
  'fintech',
  'ecommerce',
  'restaurant',
  'taxi',
  'cto-service',
  'real-estate',
] as const;
export type HomeSection = (typeof homeSections)[number];

/** Values of /launch?service= that the service pages link with. */
export const launchServices = ['banking-platform', 'crypto-exchange', 'fullstack-fintech'] as const;
export type LaunchService = (typeof launchServices)[number];

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function fixed<const P extends string>(path: P) {
  return { path, href: (): P => path };
}

export const paths = {
  home: { path: '/', href: (section?: HomeSection): string => (section ? `/#${section}` : '/') },
  about: fixed('/about'),
  contact: fixed('/contact'),
  pricing: fixed('/pricing'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  bankingPlatform: fixed('/banking-platform'),
  cryptoExchange: fixed('/crypto-exchange'),
  completeFintech: fixed('/complete-fintech'),

  launch: {
    path: '/launch',
    href: (query: { service?: LaunchService } = {}): string =>
      withQuery('/launch', { service: query.service }),
  },

  refer: fixed('/refer'),
  referralLogin: fixed('/referral-login'),
  referralDashboard: {
    path: '/referral-dashboard',
    href: (token: string): string => withQuery('/referral-dashboard', { token }),
  },
  /**
   * A partner's short link, /r/ada-okafor (issue #26), matched as r/* (the slug is the rest). Relative on purpose: a path with a parameter
   * is no page to pre-render, so the build and the edge's route table (which take the '/' paths)
   * leave it out; the app shell that answers an unknown path renders it.
   */
  shortReferralLink: {
    path: 'r/*',
    href: (slug: string): string => `/r/${encodeURIComponent(slug)}`,
  },

  /** Paystack appends trxref and reference to the callback URL; the builder mirrors that for links and tests. */
  paymentSuccess: {
    path: '/payment-success',
    href: (query: { reference?: string } = {}): string =>
      withQuery('/payment-success', { reference: query.reference }),
  },
  /** Payment start for a launch request (designed by the payments work). */
  checkout: {
    path: '/checkout',
    href: (token: string): string => withQuery('/checkout', { token }),
  },
  /** The post-payment launch request form, resumed by the onboarding resume token. */
  launchRequest: {
    path: '/launch-request',
    href: (resumeToken: string): string => withQuery('/launch-request', { token: resumeToken }),
  },

  passwordReset: fixed('/password-reset'),
  /** E-mail code sign-in (not in the spec); `next` is the in-site path to return to. */
  signIn: {
    path: '/sign-in',
    href: (next?: string): string => withQuery('/sign-in', { next }),
  },
  adminLogin: fixed('/admin/login'),
  admin: fixed('/quarteradmin'),

  notFound: { path: '*' },
} as const;
