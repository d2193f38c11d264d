import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageMeta } from '../../../components/seo/page-meta.tsx';

export function NotFoundPage() {
  return (
    <section className="mx-auto grid max-w-xl gap-4 px-4 py-24 text-center">
      <PageMeta
        title="Page not found — Quarter"
        description="The page you asked for does not exist."
        path={paths.home.href()}
      />
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="text-ink-600">The page you are looking for does not exist or has moved.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={paths.home.href()} className={buttonClasses()}>
          Go to the home page
        </Link>
        <Link to={paths.launch.href()} className={buttonClasses({ variant: 'outline' })}>
          Start in 60 Seconds
        </Link>
      </div>
    </section>
  );
}
