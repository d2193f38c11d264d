import type { ReactNode } from 'react';
import { Link, useSearchParams } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { cx } from '../../../components/ui/cx.ts';

/** The shape of a resume token (a UUID), checked here without the domain's zod-based ids module. */
const RESUME_TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The resume token of the e-mailed link that opened the page (?token=, trimmed and lower-cased as
 * a pasted link may differ), or null when the link is incomplete.
 */
export function useLinkToken(): string | null {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim().toLowerCase() ?? '';
  return RESUME_TOKEN.test(token) ? token : null;
}

/** What a page opened from an incomplete link shows: why (`children`), and the way to the team. */
export function IncompleteLink({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cx(className, 'grid gap-4')}>
      {children}
      <div>
        <Link to={paths.contact.href()} className={buttonClasses()}>
          Contact us
        </Link>
      </div>
    </div>
  );
}
