import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast.tsx';

/**
 * App-wide UI. Deliberately thin: the runtime config is a hook over a shared store (config.ts), and
 * feature providers (auth) live in their own route chunks so public pages stay light.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
