import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ChatLine } from '../state/launch-chat-state.ts';
import { QText } from '../../../shared/q-text.tsx';
import { BrandDisc } from '../../../components/layout/brand-mark.tsx';

function QAvatar() {
  return <BrandDisc className="mt-1 flex size-8 shrink-0 text-sm font-bold">Q</BrandDisc>;
}

/** wrap-anywhere, not break-words: only `anywhere` lets a long unbroken word shrink a flex item's bubble. */
function Bubble({ line }: { line: ChatLine }) {
  if (line.role === 'user') {
    return (
      <li data-chat-line className="flex scroll-mt-20 justify-end">
        <div className="max-w-[85%] rounded-2xl rounded-tr-sm bg-brand-700 px-4 py-2.5 wrap-anywhere whitespace-pre-line text-white">
          <span className="sr-only">You: </span>
          {line.content}
        </div>
      </li>
    );
  }
  return (
    <li data-chat-line className="flex scroll-mt-20 items-start gap-2">
      <QAvatar />
      <div className="max-w-[85%] rounded-2xl rounded-tl-sm border border-ink-200 bg-white px-4 py-2.5 wrap-anywhere text-ink-900 shadow-sm">
        <span className="sr-only">Q: </span>
        <QText text={line.content} />
      </div>
    </li>
  );
}

/** The conversation so far; new lines are announced politely to screen readers. */
export function ChatLog({
  messages,
  busyLabel,
}: {
  messages: readonly ChatLine[];
  busyLabel: string | null;
}) {
  return (
    <div className="bg-ink-50 px-3 py-4 sm:px-6 sm:py-6">
      <div role="log" aria-live="polite" aria-label="Conversation with Q">
        <ol className="space-y-3">
          {messages.map((line, index) => (
            <Bubble key={`${index}-${line.timestamp}`} line={line} />
          ))}
        </ol>
      </div>
      {busyLabel ? (
        <div data-chat-line className="mt-3 flex scroll-mt-20 items-start gap-2">
          <QAvatar />
          <div className="rounded-2xl rounded-tl-sm border border-ink-200 bg-white px-4 py-2.5 shadow-sm">
            <Spinner label={busyLabel} showLabel className="text-sm" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
