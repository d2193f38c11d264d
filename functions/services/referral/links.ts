/** The page a dashboard token opens: `${SITE_URL}/referral-dashboard?token=...`. */
export function dashboardLinkFor(siteUrl: string, dashboardToken: string): string {
  const url = new URL('/referral-dashboard', siteUrl);
  url.searchParams.set('token', dashboardToken);
  return url.toString();
}
