import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * Where the launch chat ends for a launch the server has closed to it (issue #28: it is paid): the
 * server's sentence as it came, the way to the launch request it points to, and a new idea as a
 * new launch. Nothing here changes the closed launch.
 */
export function ClosedLaunch({
  message,
  resumeToken,
  onStartOver,
}: {
  /** The server's own words (functions/domain/launch-chat-refusals.ts). */
  message: string;
  resumeToken: string;
  onStartOver: () => void;
}) {
  return (
    <div className="grid gap-4" data-testid="closed-launch">
      <p
        role="alert"
        className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-base font-medium text-brand-900"
      >
        {message}
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to={paths.launchRequest.href(resumeToken)}
          className={buttonClasses({ className: 'w-full sm:w-auto' })}
        >
          Sign in to your launch request
        </Link>
        <Button variant="outline" data-no-scroll className="w-full sm:w-auto" onClick={onStartOver}>
          Start a new idea
        </Button>
      </div>
    </div>
  );
}
