import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/routing/index.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Markdown, isSameSitePath } from './markdown.tsx';

afterEach(cleanup);

// test/setup/deadline.ts's withinDeadline, reached by a variable name: the web's own TypeScript knows
// no Node modules, and the tests run in Node.
const deadlineModule = '../../../../test/setup/deadline.ts';
const { withinDeadline } = (await import(/* @vite-ignore */ deadlineModule)) as {
  withinDeadline: <T>(work: () => T) => T;
};

function renderReply(text: string, onNavigate?: () => void) {
  return render(
    <MemoryRouter>
      <Markdown text={text} onNavigate={onNavigate} />
    </MemoryRouter>,
  ).container;
}

describe('reply markdown', () => {
  it('renders bold, bullet lists and line breaks as elements', () => {
    const container = renderReply(
      'Our pricing is simple:\n- **Banking Platform setup:** Starting from ₦5,000,000, one-time\n- **No revenue sharing**\n\nFirst line\nsecond line',
    );
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect([...container.querySelectorAll('strong')].map((node) => node.textContent)).toEqual([
      'Banking Platform setup:',
      'No revenue sharing',
    ]);
    expect(container.querySelector('ul')?.textContent).toContain('Starting from ₦5,000,000, one-time');
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs[0]?.textContent).toBe('Our pricing is simple:');
    expect(paragraphs[1]?.querySelector('br')).not.toBeNull();
  });

  it('keeps markup in a reply as inert text', () => {
    const attack =
      '<script>window.pwned = true</script> <img src=x onerror="window.pwned = true"> **<b>bold</b>**';
    const container = renderReply(attack);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<script>window.pwned = true</script>');
    expect(container.querySelector('strong')?.textContent).toBe('<b>bold</b>');
    expect((window as unknown as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('renders a reply of 256,000 brackets in one pass, and links the innermost label', () => {
    const brackets = '['.repeat(256_000);
    const container = withinDeadline(() => renderReply(`${brackets}x`));
    expect(container.textContent).toBe(`${brackets}x`);
    const nested = renderReply('[see [pricing](/pricing)');
    expect(nested.querySelector('a')?.textContent).toBe('pricing');
    expect(nested.textContent).toBe('[see pricing');
  });

  it('links only to this site’s own paths', () => {
    const container = renderReply(
      '[Start](/launch?service=banking-platform) [evil](javascript:alert(1)) [away](https://evil.example/x) [proto](//evil.example) [slash](/\\evil.example)',
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/launch?service=banking-platform']);
    expect(container.textContent).toContain('evil');
    expect(container.textContent).toContain('away');
  });

  it('turns bare mentions of site pages into links, and closes the chat when one is followed', () => {
    const onNavigate = vi.fn();
    renderReply('Go to /launch, or apply at /refer. See /referral-login and /launchpad.', onNavigate);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/launch', '/refer', '/referral-login']);
    fireEvent.click(screen.getByRole('link', { name: '/launch' }));
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it.each([
    ['/launch', true],
    ['/pricing#faq', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['/launch\nx', false],
  ])('isSameSitePath(%j) is %s', (href, expected) => {
    expect(isSameSitePath(href)).toBe(expected);
  });
});
