import { LAUNCH_STEP_LABELS, LAUNCH_STEPS, type LaunchStep } from '@domain/launch-chat-steps.ts';

/**
 * The chat's footer: the current step's name in capitals (spec), with how far along the chat is. A
 * plain div, not <footer>: the page has one contentinfo landmark, the site footer.
 */
export function StepFooter({ step }: { step: LaunchStep }) {
  const number = LAUNCH_STEPS.indexOf(step) + 1;
  return (
    <div className="flex items-center gap-3 border-t border-ink-200 px-4 py-3 text-xs font-semibold tracking-wide text-ink-600 sm:px-6">
      <span>
        Step {number} of {LAUNCH_STEPS.length}
      </span>
      <span aria-hidden="true" className="h-1.5 flex-1 overflow-hidden rounded-full bg-ink-200">
        <span
          className="block h-full rounded-full bg-brand-700 transition-[width]"
          style={{ width: `${(number / LAUNCH_STEPS.length) * 100}%` }}
        />
      </span>
      {/* The step's name in people's words, in capitals; its id stays internal (data-step). */}
      <span data-testid="launch-step" data-step={step}>
        {LAUNCH_STEP_LABELS[step].toUpperCase()}
      </span>
    </div>
  );
}
