import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { LiveStatus } from '../live-socket.ts';

const LIVE_LABELS: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  offline: 'Reconnecting…',
};

export function AdminHeader({
  email,
  liveStatus,
  onLogout,
  loggingOut,
}: {
  email: string;
  liveStatus: LiveStatus;
  onLogout: () => void;
  loggingOut: boolean;
}) {
  return (
    <header className="border-b border-ink-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <nav aria-label="Admin">
          <Link to={paths.admin.href()} className="text-lg font-bold text-brand-800 hover:text-brand-900">
            Chat Dashboard
          </Link>
        </nav>
        <div className="flex items-center gap-3">
          <span className="flex items-center gap-1.5 text-sm text-ink-700" data-live-status={liveStatus}>
            <span
              aria-hidden="true"
              className={`size-2 rounded-full ${liveStatus === 'live' ? 'bg-green-600' : 'bg-ink-400'}`}
            />
            {LIVE_LABELS[liveStatus]}
          </span>
          <span className="hidden max-w-48 truncate text-sm text-ink-600 sm:inline">{email}</span>
          <Button variant="outline" size="sm" disabled={loggingOut} onClick={onLogout}>
            {loggingOut ? 'Logging out…' : 'Logout'}
          </Button>
        </div>
      </div>
    </header>
  );
}
