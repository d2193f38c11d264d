import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../lib/routing/index.ts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfigForTests } from '../lib/config.ts';
import { TEST_RUNTIME_CONFIG } from '../lib/test-runtime-config.ts';
import { AppErrorBoundary } from './error-boundary.tsx';
import { AppProviders } from './providers.tsx';
import { AppRoutes } from './router.tsx';

beforeAll(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(cleanup);

/** Pages are lazy chunks: on a busy machine their first import takes longer than findBy's 1 s default. */
const PAGE_LOAD = { timeout: 5000 };

function renderAt(path: string) {
  return render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('routes', () => {
  it.each([
    ['/', 'From idea to live business, faster.'],
    ['/launch?service=banking-platform', "Let's launch your business"],
    ['/refer', 'Refer & Earn 10%'],
    ['/referral-login', 'Access Your Referral Dashboard'],
    ['/privacy', 'Privacy Policy'],
    ['/no-such-page', 'Page not found'],
  ])('%s renders its page inside the site layout', async (path, heading) => {
    renderAt(path);
    expect((await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)).textContent).toBe(heading);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    // The footer is a deferred island (features/site/deferred-island.tsx): its code is a chunk of its
    // own, so it may arrive after the page's. Read at once, it failed when the page came first.
    expect(await screen.findByRole('contentinfo', {}, PAGE_LOAD)).toBeTruthy();
  });

  it.each([
    ['/admin/login', 'Admin Login'],
    // Behind the admin guards: a signed-out visitor lands on the admin login.
    ['/quarteradmin', 'Admin Login'],
  ])('%s renders without the public navigation bar', async (path, heading) => {
    setRuntimeConfigForTests(TEST_RUNTIME_CONFIG);
    renderAt(path);
    expect((await screen.findByRole('heading', { level: 1 }, PAGE_LOAD)).textContent).toBe(heading);
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    setRuntimeConfigForTests(undefined);
  });

  it('sets the page title and a canonical link', async () => {
    renderAt('/refer');
    await screen.findByRole('heading', { level: 1 }, PAGE_LOAD);
    await vi.waitFor(() =>
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${window.location.origin}/refer`,
      ),
    );
    expect(document.title).toBe('Refer & Earn 10% — Quarter');
  });
});

describe('AppErrorBoundary', () => {
  function Broken(): never {
    throw new Error('boom');
  }

  it('shows the fallback screen with a way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary standalone>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main')).toBeTruthy();
  });
});
