import type { ReactNode } from 'react';
import { Link } from '../../lib/routing/index.ts';
import { paths } from '../../lib/paths.ts';

/*
 * Q's replies are plain text with a little markdown: **bold**, "- " bullets, line breaks and
 * [links](/path). This renderer turns exactly that into React elements and everything else into
 * text nodes, which React escapes, so markup in a reply (a <script>, an onerror attribute) stays
 * inert text. Links are made only to this site's own paths: anything with a scheme, a host or
 * "//" shows as plain text. Bare mentions of the site's pages ("/launch") become links too.
 */

const SITE_PAGES = [
  paths.launch.path,
  paths.pricing.path,
  paths.refer.path,
  paths.referralLogin.path,
  paths.contact.path,
  paths.about.path,
  paths.privacy.path,
  paths.terms.path,
  paths.bankingPlatform.path,
  paths.cryptoExchange.path,
  paths.completeFintech.path,
];

/** A same-site path: one leading slash, then no second slash, backslash, whitespace or control character. */
export function isSameSitePath(href: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(href) && ![...href].some((char) => char.charCodeAt(0) < 0x20);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const barePage = SITE_PAGES.map(escapeRegExp).join('|');

/**
 * **bold** | [text](href) | a bare site page not glued to a word or another path segment. A link's
 * text holds no `[` (the innermost label is the link), so a long run of `[` is read once, not once
 * per bracket (as functions/domain/whatsapp/format.ts reads Q's replies for WhatsApp).
 */
const INLINE = new RegExp(
  String.raw`\*\*(.+?)\*\*|\[([^[\]\n]+)\]\(([^)\s]+)\)|(?<![\w/])(${barePage})(?![\w/-])`,
  'g',
);

type OnNavigate = () => void;

function inline(text: string, onNavigate: OnNavigate | undefined, keyPrefix: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    const start = match.index;
    if (start > last) nodes.push(text.slice(last, start));
    const key = `${keyPrefix}-${index++}`;
    const [whole, bold, linkText, href, page] = match;
    if (bold !== undefined) {
      nodes.push(<strong key={key}>{inline(bold, onNavigate, key)}</strong>);
    } else if (linkText !== undefined && href !== undefined) {
      nodes.push(
        isSameSitePath(href) ? (
          <Link
            key={key}
            to={href}
            onClick={onNavigate}
            className="font-semibold underline underline-offset-2"
          >
            {linkText}
          </Link>
        ) : (
          linkText
        ),
      );
    } else if (page !== undefined) {
      nodes.push(
        <Link key={key} to={page} onClick={onNavigate} className="font-semibold underline underline-offset-2">
          {page}
        </Link>,
      );
    } else {
      nodes.push(whole);
    }
    last = start + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

const BULLET = /^\s*[-*•]\s+/;

function lines(block: string, onNavigate: OnNavigate | undefined, key: string): ReactNode[] {
  return block.split('\n').flatMap((line, index) => {
    const content = inline(line, onNavigate, `${key}-${index}`);
    return index === 0 ? content : [<br key={`${key}-br-${index}`} />, ...content];
  });
}

/** Reply text as paragraphs and bullet lists. */
export function renderMarkdown(text: string, onNavigate?: OnNavigate): ReactNode[] {
  const blocks: ReactNode[] = [];
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .forEach((block, blockIndex) => {
      // A block may mix a lead-in line and bullets; consecutive bullet lines form one list.
      let paragraph: string[] = [];
      let bullets: string[] = [];
      let part = 0;
      const flushParagraph = () => {
        if (paragraph.length === 0) return;
        const key = `b${blockIndex}-${part++}`;
        blocks.push(<p key={key}>{lines(paragraph.join('\n'), onNavigate, key)}</p>);
        paragraph = [];
      };
      const flushBullets = () => {
        if (bullets.length === 0) return;
        const key = `b${blockIndex}-${part++}`;
        blocks.push(
          <ul key={key} className="list-disc space-y-1 pl-5">
            {bullets.map((item, index) => (
              <li key={index}>{inline(item, onNavigate, `${key}-${index}`)}</li>
            ))}
          </ul>,
        );
        bullets = [];
      };
      for (const line of block.split('\n')) {
        if (line.trim() === '') continue;
        if (BULLET.test(line)) {
          flushParagraph();
          bullets.push(line.replace(BULLET, ''));
        } else {
          flushBullets();
          paragraph.push(line);
        }
      }
      flushParagraph();
      flushBullets();
    });
  return blocks;
}

export function Markdown({ text, onNavigate }: { text: string; onNavigate?: OnNavigate }) {
  return <div className="grid gap-2">{renderMarkdown(text, onNavigate)}</div>;
}
