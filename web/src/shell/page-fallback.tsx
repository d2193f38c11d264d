import { Spinner } from '../components/ui/spinner.tsx';

/** Shown while a route's code arrives on first load; later navigations keep the old page until ready. */
export function PageFallback() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center p-8">
      <Spinner label="Loading page…" showLabel />
    </div>
  );
}
