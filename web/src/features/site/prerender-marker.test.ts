import { describe, expect, it } from 'vitest';
import { PRERENDERED_ROUTE_ATTRIBUTE, isPrerenderedFor } from './prerender-marker.ts';

function root(route: string | null, markup = '<div>page</div>'): HTMLElement {
  const element = document.createElement('div');
  if (route !== null) element.setAttribute(PRERENDERED_ROUTE_ATTRIBUTE, route);
  element.innerHTML = markup;
  return element;
}

describe('isPrerenderedFor', () => {
  it('hydrates the route the HTML was rendered for, with or without a trailing slash', () => {
    expect(isPrerenderedFor(root('/pricing'), '/pricing')).toBe(true);
    expect(isPrerenderedFor(root('/pricing'), '/pricing/')).toBe(true);
    expect(isPrerenderedFor(root('/'), '/')).toBe(true);
  });

  it('renders afresh when the server answered another path with this HTML, or the root is empty', () => {
    expect(isPrerenderedFor(root('/'), '/launch')).toBe(false);
    expect(isPrerenderedFor(root(null), '/')).toBe(false);
    expect(isPrerenderedFor(root('/about', ''), '/about')).toBe(false);
  });
});
