import { Button } from '../components/ui/button.tsx';
import { CHUNK_FAILURE_MESSAGES, isChunkLoadError, useChunkFailure } from '../lib/chunk-failure.ts';
import { paths } from '../lib/paths.ts';

const CHECKING = 'This part of the site could not load. Checking why…';

/**
 * The fallback screen of the error boundaries. `standalone` when it replaces the whole app (no
 * layout around it), so the page still has its main landmark. A plain <a> for "home": after an
 * error the router itself may be what failed, so a full page load is the safe way back.
 */
export function AppErrorPage({ error, standalone = false }: { error: unknown; standalone?: boolean }) {
  const failure = useChunkFailure(error);
  const message = !isChunkLoadError(error)
    ? 'Something went wrong while showing this page.'
    : failure
      ? CHUNK_FAILURE_MESSAGES[failure]
      : CHECKING;
  const body = (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-ink-900">Unexpected Application Error!</h1>
      <p className="text-ink-600" role="status" data-chunk-failure={failure ?? undefined}>
        {message}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <a
          href={paths.home.href()}
          className="inline-flex h-11 items-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          Go to the home page
        </a>
        <Button variant="outline" data-no-scroll onClick={() => window.location.reload()}>
          {failure === 'network' || failure === 'offline' ? 'Try again' : 'Reload'}
        </Button>
      </div>
    </div>
  );
  return standalone ? <main id="main-content">{body}</main> : body;
}
