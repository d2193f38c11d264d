import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createAdminQueryClient } from './query-client.ts';

/** Renders admin components as the admin pages do: inside a QueryClientProvider, a fresh client per render. */
export function renderAdmin(ui: ReactElement): RenderResult {
  const client = createAdminQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(ui, { wrapper });
}
