import { type FormEvent, useId, useState } from 'react';
import { CHAT_INPUT_MAX_CHARS } from '@domain/chat-limits.ts';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The classes of form-controls' <Label> and <Input className="sm:flex-1">, written out here: the idea
 * step is the whole of /launch's first state, and importing the shared controls would put their chunk
 * in the page's initial JavaScript (issue #31). idea-step.test.tsx holds them to the shared ones.
 */
export const IDEA_LABEL_CLASS = 'text-sm font-medium text-ink-900';
export const IDEA_INPUT_CLASS =
  'block w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 ' +
  'placeholder:text-ink-500 focus-visible:border-brand-700 aria-[invalid=true]:border-danger-700 ' +
  'disabled:cursor-not-allowed disabled:bg-ink-100 h-11 sm:flex-1';

/** The idea: Enter or 'Start in 60s' submits; blank text (after trimming) does nothing. */
export function IdeaStep({
  onSubmit,
  onStartTyping,
}: {
  onSubmit: (idea: string) => void;
  /** The founder is about to send an idea: a moment to fetch the next steps. */
  onStartTyping?: () => void;
}) {
  const inputId = useId();
  const [idea, setIdea] = useState('');
  const blank = idea.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank) onSubmit(idea);
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={inputId} className={IDEA_LABEL_CLASS}>
        Your business idea
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={inputId}
          value={idea}
          onChange={(event) => setIdea(event.target.value)}
          onFocus={onStartTyping}
          placeholder="e.g. A savings app for market traders in Lagos"
          maxLength={CHAT_INPUT_MAX_CHARS}
          autoComplete="off"
          enterKeyHint="send"
          className={IDEA_INPUT_CLASS}
        />
        <Button data-no-scroll type="submit" disabled={blank} className="sm:w-auto">
          Start in 60s
        </Button>
      </div>
    </form>
  );
}
