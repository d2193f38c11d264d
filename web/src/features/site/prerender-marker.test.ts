import { describe, expect, it } from 'vitest';
import {
  PRERENDERED_QUERY_ATTRIBUTE,
  PRERENDERED_ROUTE_ATTRIBUTE,
  isPrerenderedFor,
} from './prerender-marker.ts';

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

  it('hydrates a frame that stands for a query parameter only when the address has it (issue #31)', () => {
    const frame = root('/referral-dashboard');
    frame.setAttribute(PRERENDERED_QUERY_ATTRIBUTE, 'token');
    expect(isPrerenderedFor(frame, '/referral-dashboard', '?token=abc')).toBe(true);
    expect(isPrerenderedFor(frame, '/referral-dashboard', '?link=1&token=abc')).toBe(true);
    // Without a token the page sends the visitor to /refer: not the markup the HTML holds.
    expect(isPrerenderedFor(frame, '/referral-dashboard', '')).toBe(false);
    expect(isPrerenderedFor(frame, '/referral-dashboard', '?token=%20')).toBe(false);
    expect(isPrerenderedFor(frame, '/referral-dashboard')).toBe(false);
  });
});
