import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast.tsx';
import { RuntimeConfigProvider } from './runtime-config-context.tsx';

/** App-wide context. Feature providers (auth) belong in their own route chunks, not here. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <RuntimeConfigProvider>
      {children}
      <Toaster />
    </RuntimeConfigProvider>
  );
}
