import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredIsland } from './deferred-island.tsx';
import { PRERENDERED_ROUTE_ATTRIBUTE } from './prerender-marker.ts';

/** A stand-in for a deferred part of a page: a link whose click the hydrated code counts. */
function Below({ onPress }: { onPress: () => void }) {
  return (
    <a
      href="/pricing"
      onClick={(event) => {
        event.preventDefault();
        onPress();
      }}
    >
      See pricing
    </a>
  );
}

/** What the build writes for <Below /> inside the island's Suspense boundary. */
const PRERENDERED_MARKUP = '<!--$--><a href="/pricing">See pricing</a><!--/$-->';

let hydrated: Root | undefined;
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.replaceChildren();
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A pre-rendered #root for this address, hydrated with the island, the way main.tsx does it. */
function hydratePrerendered(
  Island: ReturnType<typeof deferredIsland<{ onPress: () => void }>>,
  onPress: () => void,
) {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(PRERENDERED_ROUTE_ATTRIBUTE, window.location.pathname);
  root.innerHTML = PRERENDERED_MARKUP;
  document.body.append(root);
  act(() => {
    hydrated = hydrateRoot(root, <Island onPress={onPress} />);
  });
  return root;
}

/** Lets the island's idle wait end and its code arrive. */
async function idle(runIdle: () => void) {
  await act(async () => {
    runIdle();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('deferredIsland', () => {
  it('renders at once where there is no pre-rendered page to hydrate', async () => {
    const Island = deferredIsland(async () => Below);
    render(<Island onPress={() => undefined} />);
    expect((await screen.findByRole('link', { name: 'See pricing' })).getAttribute('href')).toBe('/pricing');
  });

  it('keeps the pre-rendered markup and fetches its code only once the page is idle, then hydrates it', async () => {
    const idleTasks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    const load = vi.fn(async () => Below);
    const pressed = vi.fn();
    const root = hydratePrerendered(deferredIsland(load), pressed);

    expect(load).not.toHaveBeenCalled();
    const link = root.querySelector('a');
    expect(link?.textContent).toBe('See pricing');
    link?.click();
    expect(pressed).not.toHaveBeenCalled();

    await idle(() => idleTasks.splice(0).forEach((task) => task()));
    expect(load).toHaveBeenCalledTimes(1);
    // The same element, now hydrated: its handler runs.
    expect(root.querySelector('a')).toBe(link);
    link?.click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('leaves the pre-rendered markup in place when its code cannot be fetched', async () => {
    const idleTasks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = hydratePrerendered(
      deferredIsland(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))),
      () => undefined,
    );

    await idle(() => idleTasks.splice(0).forEach((task) => task()));
    expect(root.innerHTML).toBe(PRERENDERED_MARKUP);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
