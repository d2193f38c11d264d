import type { LaunchState } from '../state/launch-chat-state.ts';
import { currentQuestion } from '../state/launch-chat-state.ts';
import type { LaunchCommands } from '../use-launch-chat-flow.ts';
import { BookingStep } from './booking-step.tsx';
import { KnowledgeActions, SolutionActions } from './choice-steps.tsx';
import { QuestionStep } from './question-step.tsx';
import { SectorStep } from './sector-step.tsx';

/**
 * The controls of every step after the idea. Loaded once the founder starts typing (the idea step is
 * all a first visit needs), so they weigh nothing on the page's first load.
 */
export function StepPanels({ state, commands }: { state: LaunchState; commands: LaunchCommands }) {
  // Waiting on Q, or closed by the server (a paid launch): nothing can be sent.
  const busy = state.pending !== null || state.refusal !== null;
  switch (state.step) {
    case 'idea':
      return null;
    case 'sector':
      return (
        <SectorStep
          suggested={state.suggestedSector}
          chosen={state.sector}
          disabled={busy}
          onChoose={commands.chooseSector}
        />
      );
    case 'knowledge':
      return (
        <KnowledgeActions
          disabled={busy}
          onQuestions={commands.answerQuestions}
          onSolution={commands.seeSolution}
        />
      );
    case 'questions': {
      const question = currentQuestion(state);
      return question ? (
        <QuestionStep question={question} disabled={busy} onAnswer={commands.answer} />
      ) : null;
    }
    case 'solution':
      return <SolutionActions onStart={commands.openBooking} onChangeSector={commands.changeSector} />;
    case 'cta':
      return (
        <BookingStep
          idea={state.idea}
          resumeToken={state.resumeToken}
          booked={state.booked}
          onBooked={commands.bookingConfirmed}
          onBack={commands.backToSolution}
          onContinue={commands.finish}
        />
      );
    case 'closing':
      return (
        <p role="status" className="text-center text-lg font-semibold text-brand-800">
          All set! Redirecting you back...
        </p>
      );
  }
}
