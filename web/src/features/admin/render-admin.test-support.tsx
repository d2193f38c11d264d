import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../../lib/config.ts';
import { TEST_RUNTIME_CONFIG } from '../../lib/test-runtime-config.ts';
import { dismissToast } from '../../components/ui/toast.tsx';
import { createAdminQueryClient } from './query-client.ts';

/** Renders admin components as the admin pages do: inside a QueryClientProvider, a fresh client per render. */
export function renderAdmin(ui: ReactElement): RenderResult {
  const client = createAdminQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(ui, { wrapper });
}

/**
 * Each test of the file starts with the test runtime config and leaves nothing behind: no toast,
 * nothing rendered, no config, no stubbed globals (the network each test stubs).
 */
export function isolateAdminTests(): void {
  beforeEach(() => setRuntimeConfigForTests(TEST_RUNTIME_CONFIG));
  afterEach(() => {
    act(() => dismissToast());
    cleanup();
    setRuntimeConfigForTests(undefined);
    vi.unstubAllGlobals();
  });
}
