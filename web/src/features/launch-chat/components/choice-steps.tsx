import { Button } from '../../../components/ui/button.tsx';

/** After the overview: a few questions first, or the tailored solution straight away. */
export function KnowledgeActions({
  disabled,
  onQuestions,
  onSolution,
}: {
  disabled: boolean;
  onQuestions: () => void;
  onSolution: () => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Button data-no-scroll variant="outline" disabled={disabled} onClick={onQuestions}>
        Answer quick questions
      </Button>
      <Button data-no-scroll disabled={disabled} onClick={onSolution}>
        See my tailored solution
      </Button>
    </div>
  );
}

/** After the solution: on to the booking, or back to the sectors. */
export function SolutionActions({
  onStart,
  onChangeSector,
}: {
  onStart: () => void;
  onChangeSector: () => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Button data-no-scroll onClick={onStart}>
        Start in 60s
      </Button>
      <Button data-no-scroll variant="outline" onClick={onChangeSector}>
        Change sector
      </Button>
    </div>
  );
}
