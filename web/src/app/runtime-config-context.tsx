import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getRuntimeConfig, type RuntimeConfig } from './config.ts';

export type RuntimeConfigState =
  { status: 'loading' } | { status: 'ready'; config: RuntimeConfig } | { status: 'error'; error: Error };

const RuntimeConfigContext = createContext<RuntimeConfigState | null>(null);

export function RuntimeConfigProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RuntimeConfigState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    getRuntimeConfig().then(
      (config) => {
        if (current) setState({ status: 'ready', config });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return <RuntimeConfigContext value={state}>{children}</RuntimeConfigContext>;
}

/**
 * The runtime config as it loads: render something sensible while `status` is 'loading'.
 * Pages that cannot work without it (admin, launch) show a spinner until 'ready'.
 */
export function useRuntimeConfig(): RuntimeConfigState {
  const state = useContext(RuntimeConfigContext);
  if (!state) throw new Error('useRuntimeConfig must be used within a RuntimeConfigProvider');
  return state;
}
