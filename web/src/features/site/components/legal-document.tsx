import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '@domain/legal-terms.ts';

/** A paragraph, or a bulleted list. */
export type LegalBlock = string | { readonly list: readonly string[] };

export interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly LegalBlock[];
}

/** Privacy Policy and Terms of Service: title, date, contents with anchors, numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:py-20">
      <header className="grid gap-3 border-b border-ink-200 pb-8">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Legal</p>
        <h1 className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">{title}</h1>
        <p className="text-ink-600">{`Last updated ${LEGAL_LAST_UPDATED}`}</p>
        <div className="mt-2 text-lg text-ink-700">{intro}</div>
      </header>
      <nav aria-label="Contents" className="mt-8 rounded-2xl bg-ink-50 p-6">
        <h2 className="text-sm font-semibold tracking-wide text-ink-900 uppercase">Contents</h2>
        <ol className="mt-3 grid list-decimal gap-1.5 pl-5 text-brand-800 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 grid gap-10">
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="text-2xl font-bold text-ink-900">
              {`${index + 1}. ${section.heading}`}
            </h2>
            <div className="mt-4 grid gap-4 leading-relaxed text-ink-700">
              {section.blocks.map((block, blockIndex) =>
                typeof block === 'string' ? (
                  <p key={blockIndex}>{block}</p>
                ) : (
                  <ul key={blockIndex} className="grid list-disc gap-2 pl-6">
                    {block.list.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ),
              )}
            </div>
          </section>
        ))}
      </div>
    </article>
  );
}
