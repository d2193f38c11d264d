import type { ChatSessionRecord } from '../admin-api.ts';
import { QText } from '../../../shared/q-text.tsx';
import { formatLagosTime } from '../format.ts';
import { NotDelivered, staffLabel } from './delivery-status.tsx';

/**
 * A conversation as its people saw it. Messages come from visitors and the AI, so they are rendered
 * as text nodes only: markup or script typed into the chat shows as the characters typed. Q's light
 * markdown (bold, bullets) reads as it did in the chat rather than as raw asterisks (issue #26).
 */
export function Transcript({ messages }: { messages: ChatSessionRecord['conversation_data'] }) {
  if (messages.length === 0) return <p className="text-sm text-ink-600">No messages were saved.</p>;
  return (
    <ol aria-label="Transcript" className="grid gap-2">
      {messages.map((message, index) => (
        <li
          key={index}
          className={
            message.role === 'user'
              ? 'rounded-xl bg-white p-3 ring-1 ring-ink-200'
              : 'rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100'
          }
        >
          <p className="text-xs font-semibold text-ink-700">
            {message.role === 'user' ? 'Visitor' : message.role === 'staff' ? staffLabel(message) : 'Q'}
            {message.timestamp && (
              <span className="font-normal text-ink-600"> · {formatLagosTime(message.timestamp)}</span>
            )}
            <NotDelivered status={message.delivery_status} />
          </p>
          {message.role === 'user' ? (
            <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink-900">{message.content}</p>
          ) : (
            <div className="mt-1 text-sm break-words text-ink-900" data-q-markdown>
              <QText text={message.content} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
