import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { CHAT_INPUT_MAX_CHARS } from '@domain/chat-limits.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/form-controls.tsx';

/** One question at a time: 'Next' (or Enter) answers it; a blank answer does nothing. */
export function QuestionStep({
  question,
  disabled,
  onAnswer,
}: {
  question: string;
  disabled: boolean;
  onAnswer: (answer: string) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState('');
  const blank = answer.trim() === '';

  // Each new question starts empty and takes the focus, so the founder can keep typing.
  useEffect(() => {
    setAnswer('');
    input.current?.focus({ preventScroll: true });
  }, [question]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!blank && !disabled) onAnswer(answer);
  };

  return (
    <form onSubmit={submit} className="grid gap-2">
      <label htmlFor={inputId} className="sr-only">
        {question}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Input
          ref={input}
          id={inputId}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          placeholder="Type your answer"
          maxLength={CHAT_INPUT_MAX_CHARS}
          autoComplete="off"
          enterKeyHint="next"
          disabled={disabled}
          className="sm:flex-1"
        />
        <Button data-no-scroll type="submit" disabled={blank || disabled}>
          Next
        </Button>
      </div>
    </form>
  );
}
