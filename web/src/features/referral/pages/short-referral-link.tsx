import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { PageMeta } from '../../../components/seo/page-meta.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { resolveShortReferralLink } from '../referral-api.ts';

function slugOf(pathname: string): string {
  const rest = pathname.replace(/^\/r\//i, '').replace(/\/+$/, '');
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/**
 * /r/{slug}, a partner's short link (issue #26): looks the partner up and goes on to the home page
 * with ?ref={partner id}, exactly where the long link lands, so attribution works the same way.
 */
export function ShortReferralLinkPage() {
  // The route is /r/* (the site's router matches static paths and a catch-all): the slug is the rest.
  const slug = slugOf(useLocation().pathname);
  const navigate = useNavigate();
  const [unknown, setUnknown] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    resolveShortReferralLink(slug, controller.signal).then(
      (referrerId) => {
        if (controller.signal.aborted) return;
        void navigate(`${paths.home.href()}?ref=${encodeURIComponent(referrerId)}`, { replace: true });
      },
      () => {
        if (!controller.signal.aborted) setUnknown(true);
      },
    );
    return () => controller.abort();
  }, [slug, navigate]);

  return (
    <section className="grid min-h-[50vh] place-items-center px-4 py-16 text-center">
      <PageMeta title="Quarter" description="Launch your business platform with Quarter." path="/" />
      {unknown ? (
        <div className="grid max-w-md justify-items-center gap-4">
          <h1 className="text-2xl font-bold text-ink-900">This referral link is not known</h1>
          <p className="text-ink-600">Check the link with the person who shared it, or start here.</p>
          <Link to={paths.home.href()} className="font-semibold text-brand-700 underline">
            Go to the home page
          </Link>
        </div>
      ) : (
        <Spinner showLabel label="Opening the referral link…" />
      )}
    </section>
  );
}
