import { describe, expect, it } from 'vitest';
import { markupClasses, selectorClasses, splitStylesheet } from '../../../web/scripts/critical-css.ts';

/** A stylesheet shaped as Tailwind v4 writes it (minified), small enough to read. */
const css = [
  '/*! tailwindcss */',
  '@layer properties{@supports (x:y){*{--tw-border-style:solid}}}',
  '@layer theme{:root{--color-ink-900:#0f172a}}',
  '@layer base{html{color:var(--color-ink-900)}}',
  '@layer components;',
  '@layer utilities{',
  '.hidden{display:none}',
  '.flex{display:flex}',
  '.p-4{padding:1rem}',
  '.text-lg{font-size:1.125rem}',
  '.text-xl{font-size:1.25rem}',
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}',
  '.group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}',
  '@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}}',
  '@media (min-width:48rem){.md\\:flex{display:flex}.md\\:p-8{padding:2rem}}',
  '}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

const rulesOf = (text: string) => text.replace(/\s+/g, '');

describe('selectorClasses and markupClasses', () => {
  it('reads Tailwind’s escaped class names and React’s escaped attributes alike', () => {
    expect(selectorClasses('.md\\:flex')).toEqual(['md:flex']);
    expect(selectorClasses('.\\[\\&_svg\\]\\:size-4 svg')).toEqual(['[&_svg]:size-4']);
    expect(selectorClasses('.group-open\\:rotate-180:is(:where(.group):is([open]) *)')).toEqual([
      'group-open:rotate-180',
      'group',
    ]);
    expect(selectorClasses('.\\32 xl\\:p-4')).toEqual(['2xl:p-4']);
    expect([...markupClasses('<p class="flex  [&amp;_svg]:size-4"></p><i class="">x</i>')]).toEqual([
      'flex',
      '[&_svg]:size-4',
    ]);
  });
});

describe('splitStylesheet', () => {
  it('inlines the utilities the markup names and everything outside the utilities layer', () => {
    const { critical, rest } = splitStylesheet(
      css,
      '<div class="flex text-lg hover:underline"><h1>Hi</h1></div>',
    );
    const page = rulesOf(critical);
    for (const kept of [
      '.flex{display:flex}',
      '.text-lg{font-size:1.125rem}',
      '.hover\\:underline:hover{text-decoration-line:underline}',
      'html{color:var(--color-ink-900)}',
      '--color-ink-900:#0f172a',
      '--tw-border-style:solid',
      '@keyframesspin',
    ])
      expect(page).toContain(kept);
    for (const left of ['.p-4{', '.md\\:flex{', 'size-4', 'rotate-180']) expect(page).not.toContain(left);
    // The rest is the utilities layer's other rules, each once, with their @media, and nothing else,
    // out of the layer (a stylesheet with a layer arriving after paint restyles the whole page).
    const later = rulesOf(rest);
    expect(later.startsWith('.hidden{display:none}')).toBe(true);
    expect(later).not.toContain('@layer');
    for (const moved of ['.hidden{display:none}', '.p-4{padding:1rem}', '@media(min-width:48rem){.md\\:flex'])
      expect(later).toContain(moved);
    expect(later).not.toContain('.text-lg');
    expect(later).not.toContain('html{');
    expect(later).not.toContain('tailwindcss');
  });

  it('inlines a utility only when the markup has every class its selector names', () => {
    expect(splitStylesheet(css, '<svg class="group-open:rotate-180"></svg>').critical).not.toContain(
      'rotate:',
    );
    expect(
      splitStylesheet(css, '<details class="group"><svg class="group-open:rotate-180"></svg></details>')
        .critical,
    ).toContain('rotate:180deg');
  });

  it('keeps every two rules that set one property in their order, for an element the app renders later', () => {
    // The page inlines md:flex but not hidden. Loaded later, hidden would come after md:flex and win
    // on a wide screen for an element with both (`hidden md:flex`), so md:flex is repeated after it.
    const { critical, rest } = splitStylesheet(css, '<nav class="md:flex text-lg"></nav>');
    expect(rulesOf(critical)).toContain('.md\\:flex{display:flex}');
    const later = rulesOf(rest);
    expect(later).toContain('.hidden{display:none}');
    expect(later.indexOf('.md\\:flex{display:flex}')).toBeGreaterThan(later.indexOf('.hidden{display:none}'));
    // An inlined rule no left-out rule sets a property of is not repeated.
    expect(later).not.toContain('.text-lg');
  });

  it('keeps that order for two utilities of one variant too (one heading has text-lg and text-xl)', () => {
    const { rest } = splitStylesheet(css, '<h2 class="text-xl"></h2>');
    const later = rulesOf(rest);
    expect(later.indexOf('.text-xl{font-size:1.25rem}')).toBeGreaterThan(later.indexOf('.text-lg{'));
    expect(later.indexOf('.text-lg{')).toBeGreaterThan(-1);
  });

  it('inlines an !important utility, which unlayered in the rest would lose to every layer', () => {
    // p-4! sets padding as the left-out md:p-8 does, but an !important one wins whatever the order.
    const withImportant = css.replace('.p-4{padding:1rem}', '.p-4\\!{padding:1rem!important}');
    const { critical, rest } = splitStylesheet(withImportant, '<p class="flex"></p>');
    expect(rulesOf(critical)).toContain('.p-4\\!{padding:1rem!important}');
    expect(rest).not.toContain('important');
    expect(rest).not.toContain('@layer');
  });

  it('leaves the rest empty when the markup uses every utility', () => {
    const all =
      'hidden flex p-4 text-lg text-xl [&_svg]:size-4 group group-open:rotate-180 hover:underline md:flex md:p-8';
    expect(splitStylesheet(css, `<div class="${all}"></div>`).rest).toBe('');
  });
});
