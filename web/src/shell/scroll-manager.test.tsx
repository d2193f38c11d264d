import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../lib/routing/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollManager } from './scroll-manager.tsx';

const scrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('the scroll manager and a #section link', () => {
  it('keeps the page up when the hash holds a malformed percent-escape, and still finds a section named so', () => {
    const scrolled = vi.fn();
    vi.stubGlobal('scrollTo', vi.fn());
    Element.prototype.scrollIntoView = scrolled;

    render(
      <MemoryRouter initialEntries={['/#%E0%A4%A']}>
        <ScrollManager />
        <section id="%E0%A4%A">The section</section>
      </MemoryRouter>,
    );

    expect(screen.getByText('The section')).toBeDefined();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
