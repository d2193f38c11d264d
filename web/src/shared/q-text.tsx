import type { ReactNode } from 'react';

/**
 * Q's light markdown (bold and "- " bullets, spec: never raw HTML) as React elements: text is
 * only ever a text node, so nothing Q says can become markup.
 */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/g).map((part, index) =>
    part.startsWith('**') && part.endsWith('**') && part.length > 4 ? (
      <strong key={index} className="font-semibold">
        {part.slice(2, -2)}
      </strong>
    ) : (
      part
    ),
  );
}

type Block = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const BULLET = /^\s*(?:[-*•]|\d+[.)])\s+/;

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const last = blocks.at(-1);
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, '');
      if (last?.kind === 'list') last.items.push(item);
      else blocks.push({ kind: 'list', items: [item] });
    } else {
      blocks.push({ kind: 'paragraph', text: line.replace(/^#+\s*/, '') });
    }
  }
  return blocks;
}

export function QText({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {blocksOf(text).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{inline(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>{inline(block.text)}</p>
        ),
      )}
    </div>
  );
}
