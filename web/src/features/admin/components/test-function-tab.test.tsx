import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '../../../lib/routing/index.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../../../lib/config.ts';
import { TEST_RUNTIME_CONFIG } from '../../../lib/test-runtime-config.ts';
import { TestFunctionTab } from './test-function-tab.tsx';

beforeEach(() => {
  setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({
        sessionId: 'chat-1',
        reply: 'A **banking platform** costs:\n- ₦5,000,000 setup\n- see /pricing',
      }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setRuntimeConfigForTests(undefined);
});

describe('Test Function', () => {
  it("renders Q's reply as the widget does: bold, bullets and site links, never raw markdown", async () => {
    render(
      <MemoryRouter>
        <TestFunctionTab />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send test message' }));
    const result = await screen.findByRole('status');

    expect(within(result).getByText('banking platform').tagName).toBe('STRONG');
    expect(within(result).getAllByRole('listitem')).toHaveLength(2);
    expect(within(result).getByRole('link', { name: '/pricing' }).getAttribute('href')).toBe('/pricing');
    expect(result.textContent).not.toContain('**');
  });
});
