import { startTransition, useEffect, useState } from 'react';

/** Code already loaded, by its loader: a part shown again later (a remount) has it at once. */
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

type Loading<Code> = { readonly code: Code } | { readonly error: unknown } | null;

/**
 * A chunk's exports once its code has arrived (fetched when the component mounts), null until then.
 * For a part of a page shown only when its data is ready too, instead of React.lazy under a new
 * Suspense boundary: there React 19 first commits the boundary's fallback, then holds the arrived
 * part back for its 300 ms fallback throttle and commits it from a timer, in one task of its own
 * (issue #31: on /referral-dashboard that was the spinner replaced by a second spinner, then the
 * dashboard 300 ms later in a 6 ms task plus its layout, blocking time on a 4x-slower phone).
 * With the code in hand, the part renders in the caller's transition, in slices. A chunk that
 * fails to load is thrown while rendering, to the error boundary, as React.lazy would.
 */
export function useLoadedCode<Code>(load: () => Promise<Code>): Code | null {
  const [state, setState] = useState<Loading<Code>>(() =>
    loaded.has(load) ? { code: loaded.get(load) as Code } : null,
  );
  const ready = state !== null && 'code' in state;
  useEffect(() => {
    if (ready) return;
    let current = true;
    load().then(
      (code) => {
        loaded.set(load, code);
        if (current) startTransition(() => setState({ code }));
      },
      (error: unknown) => {
        if (current) setState({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [load, ready]);
  if (state !== null && 'error' in state) throw state.error;
  return ready ? state.code : null;
}
