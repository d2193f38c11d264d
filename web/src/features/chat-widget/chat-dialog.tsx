import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Link } from '../../lib/routing/index.ts';
import { CHAT_INPUT_MAX_CHARS, QUICK_SUGGESTION_COUNT } from '@domain/chat-limits.ts';
import { CONVERSATION_FULL_MESSAGE, chatLimitViolation } from '@domain/chat-session.ts';
import { WIDGET_STARTER_TOPICS } from '@domain/q/widget-script.ts';
import { paths } from '../../lib/paths.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { cx } from '../../components/ui/cx.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Input } from '../../components/ui/form-controls.tsx';
import {
  canRetry,
  offersBuildMyPlatform,
  suggestionsFrom,
  type ReplyFailure,
  showsStarterTopics,
  type WidgetMessage,
} from './chat-state.ts';
import { Markdown } from '../../components/ui/markdown.tsx';
import { useChat } from './use-chat.ts';
import { CHAT_FAULT_NOTICE } from './fallback-texts.ts';
import { OfflineNotice, Q_OFFLINE_MESSAGE } from '../../shared/offline-notice.tsx';

const chip =
  'shrink-0 whitespace-nowrap rounded-full border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60';

/** A question or topic the visitor can send with one tap (starter topics, suggested questions). */
function AskChip({
  text,
  disabled,
  onAsk,
}: {
  text: string;
  disabled: boolean;
  onAsk: (text: string) => void;
}) {
  return (
    <li>
      <button type="button" data-no-scroll className={chip} disabled={disabled} onClick={() => onAsk(text)}>
        {text}
      </button>
    </li>
  );
}

function MessageBubble({
  message,
  onNavigate,
  ref,
  streaming = false,
}: {
  message: Pick<WidgetMessage, 'role' | 'content'>;
  onNavigate: () => void;
  ref?: Ref<HTMLLIElement>;
  /** Q's reply while it is still arriving: shown as it grows, marked busy for assistive technology. */
  streaming?: boolean;
}) {
  const fromVisitor = message.role === 'user';
  return (
    <li
      ref={ref}
      // A reply still arriving is not a message yet: it is marked apart until it is whole.
      data-message={streaming ? undefined : message.role}
      data-streaming={streaming ? message.role : undefined}
      aria-busy={streaming || undefined}
      className={cx('flex', fromVisitor ? 'justify-end' : 'justify-start')}
    >
      <div
        className={cx(
          // wrap-anywhere, not break-words: a bubble is a flex item, and only `anywhere` lets a long
          // unbroken word (a pasted link) shrink it; with break-word the log grew wider than the
          // dialog and pushed the visitor's bubbles out of sight on a phone.
          'rounded-2xl px-4 py-2.5 text-sm leading-relaxed wrap-anywhere',
          fromVisitor
            ? 'max-w-[85%] rounded-br-sm bg-brand-700 text-white'
            : 'max-w-[95%] rounded-bl-sm bg-ink-100 text-ink-900',
        )}
      >
        <span className="sr-only">{fromVisitor ? 'You said:' : 'Q said:'}</span>
        {fromVisitor ? (
          <p className="whitespace-pre-wrap">{message.content}</p>
        ) : (
          <Markdown text={message.content} onNavigate={onNavigate} />
        )}
      </div>
    </li>
  );
}

function TypingIndicator() {
  return (
    <div role="status" className="flex items-center gap-2 px-1 text-sm text-ink-600">
      <span className="flex gap-1" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-brand-600"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </span>
      Q is typing…
    </div>
  );
}

/** What went wrong, in the words that came (reply-failure.ts); the message itself is kept and saved either way. */
function FailureNotice({ failure, onRetry }: { failure: ReplyFailure; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mt-3 flex flex-wrap items-center gap-2 rounded-lg bg-gold-100 p-3 text-sm text-ink-900"
    >
      <p className="min-w-0 flex-1">{failure}</p>
      <Button variant="outline" size="sm" data-no-scroll onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** The chat with Q: greeting, starter topics, quick suggestions, the conversation and the composer. */
export function ChatDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { state, send, retry, setDraft, toggleSuggestions, markSatisfied, restart } = useChat();
  const inputRef = useRef<HTMLInputElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const lastReplyRef = useRef<HTMLLIElement>(null);
  const suggestionsId = useId();
  const inputId = useId();

  // Runs after the dialog's own effect has called showModal(), so the composer gets the focus.
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // A new reply is shown from its first line (replies can be long); anything else scrolls to the end.
  const lastMessage = state.messages[state.messages.length - 1];
  useEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller || !open) return;
    const replyStart = lastReplyRef.current;
    if (state.messages.length <= 1) scroller.scrollTop = 0;
    else if (!state.loading && lastMessage?.role === 'assistant' && replyStart) {
      scroller.scrollTop = replyStart.offsetTop - 12;
    } else scroller.scrollTop = scroller.scrollHeight;
  }, [state.messages.length, state.loading, lastMessage, open]);

  const goToLaunch = () => {
    markSatisfied();
    onOpenChange(false);
  };
  const closeForLink = () => onOpenChange(false);
  // Past the server's caps every call would be refused (413), so the composer gives way to a notice.
  // The server may also refuse to store more (413 on save): the same notice, then a new chat.
  const [suggestionOffset, setSuggestionOffset] = useState(0);
  const conversationFull =
    state.full ??
    (chatLimitViolation([...state.messages, { content: '?' }]) === null ? null : CONVERSATION_FULL_MESSAGE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(state.draft);
    inputRef.current?.focus();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Chat with Q"
      description="Your AI launch guide: platforms, prices, timelines and compliance."
      className="max-w-md sm:mr-6 sm:mb-6"
    >
      <div className="grid h-[min(34rem,calc(100dvh-12rem))] min-h-0 grid-rows-[auto_minmax(0,1fr)_auto] gap-3">
        <div className="flex items-center justify-between gap-2">
          <Link to={paths.launch.href()} onClick={goToLaunch} className={buttonClasses({ size: 'sm' })}>
            Launch
          </Link>
          <Button variant="ghost" size="sm" data-no-scroll onClick={restart} disabled={state.loading}>
            New chat
          </Button>
        </div>

        <div
          ref={scrollRef}
          className="relative min-h-0 overflow-y-auto overscroll-contain rounded-xl border border-ink-200 p-3"
        >
          <ol role="log" aria-label="Conversation with Q" aria-live="polite" className="grid gap-3">
            {state.messages.map((message, index) => (
              <MessageBubble
                key={`${message.timestamp}-${index}`}
                ref={index === state.messages.length - 1 ? lastReplyRef : undefined}
                message={message}
                onNavigate={closeForLink}
              />
            ))}
            {state.loading && state.replySoFar && (
              <MessageBubble
                message={{ role: 'assistant', content: state.replySoFar }}
                onNavigate={closeForLink}
                streaming
              />
            )}
          </ol>
          {showsStarterTopics(state) && (
            <div className="mt-4">
              <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">Pick a topic</p>
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Starter topics">
                {WIDGET_STARTER_TOPICS.map((topic) => (
                  <AskChip key={topic} text={topic} disabled={state.loading} onAsk={send} />
                ))}
              </ul>
            </div>
          )}
          {state.loading && (
            <div className="mt-3">
              <TypingIndicator />
            </div>
          )}
          <div className="mt-3">
            <OfflineNotice message={Q_OFFLINE_MESSAGE} />
          </div>
          {canRetry(state) && <FailureNotice failure={state.failure ?? CHAT_FAULT_NOTICE} onRetry={retry} />}
          {!state.loading && offersBuildMyPlatform(state) && (
            <Link
              to={paths.launch.href()}
              onClick={goToLaunch}
              className={buttonClasses({ variant: 'accent', className: 'mt-4 w-full' })}
            >
              Build My Platform
            </Link>
          )}
        </div>

        <form onSubmit={submit} className="grid gap-2">
          <div className="flex items-center justify-between">
            <button
              type="button"
              data-no-scroll
              aria-expanded={state.suggestionsVisible}
              aria-controls={suggestionsId}
              onClick={toggleSuggestions}
              className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              {state.suggestionsVisible ? 'Hide suggestions' : 'Show suggestions'}
            </button>
            {state.suggestionsVisible && (
              <button
                type="button"
                data-no-scroll
                aria-controls={suggestionsId}
                onClick={() => setSuggestionOffset((offset) => offset + QUICK_SUGGESTION_COUNT)}
                className="rounded text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              >
                More suggestions
              </button>
            )}
          </div>
          <ul
            id={suggestionsId}
            hidden={!state.suggestionsVisible}
            aria-label="Suggested questions"
            className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap"
          >
            {suggestionsFrom(suggestionOffset).map((question) => (
              <AskChip key={question} text={question} disabled={state.loading} onAsk={send} />
            ))}
          </ul>
          {conversationFull ? (
            <p role="status" className="rounded-lg bg-gold-100 p-3 text-sm text-ink-900">
              {conversationFull}
            </p>
          ) : (
            <div className="flex gap-2">
              <label htmlFor={inputId} className="sr-only">
                Message Q
              </label>
              <Input
                id={inputId}
                ref={inputRef}
                value={state.draft}
                onChange={(event) => setDraft(event.target.value)}
                maxLength={CHAT_INPUT_MAX_CHARS}
                placeholder="Ask Q about your business idea…"
                autoComplete="off"
                enterKeyHint="send"
              />
              <Button
                type="submit"
                size="icon"
                data-no-scroll
                aria-label="Send message"
                disabled={state.loading || state.draft.trim() === ''}
                className="shrink-0"
              >
                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M4 12 20 4l-6 16-3-7-7-1Z" strokeLinejoin="round" />
                </svg>
              </Button>
            </div>
          )}
        </form>
      </div>
    </Dialog>
  );
}
