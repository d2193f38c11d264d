import { type FormEvent, useId, useState } from 'react';
import { CHAT_INPUT_MAX_CHARS } from '../../../../../functions/domain/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Label } from '../../../components/ui/form-controls.tsx';

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
      <Label htmlFor={inputId}>Your business idea</Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          id={inputId}
          value={idea}
          onChange={(event) => setIdea(event.target.value)}
          onFocus={onStartTyping}
          placeholder="e.g. A savings app for market traders in Lagos"
          maxLength={CHAT_INPUT_MAX_CHARS}
          autoComplete="off"
          enterKeyHint="send"
          className="sm:flex-1"
        />
        <Button data-no-scroll type="submit" disabled={blank} className="sm:w-auto">
          Start in 60s
        </Button>
      </div>
    </form>
  );
}
