import { deferredIsland } from './deferred-island.tsx';

/**
 * The site footer, below every public page: in the pre-rendered HTML at once (its links work as
 * plain links), its code fetched when the page is idle (issue #31).
 */
export const DeferredSiteFooter = deferredIsland(() =>
  import('../../components/layout/site-footer.tsx').then(({ SiteFooter }) => SiteFooter),
);
