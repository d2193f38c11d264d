/** The page a dashboard token opens: `${SITE_URL}/referral-dashboard?token=...[&link=...]`. */
export function dashboardLinkFor(siteUrl: string, dashboardToken: string, linkCode?: string): string {
  const url = new URL('/referral-dashboard', siteUrl);
  url.searchParams.set('token', dashboardToken);
  // The e-mailed link's code: for an hour, it may also change the payout account (issue #29).
  if (linkCode) url.searchParams.set('link', linkCode);
  return url.toString();
}
