import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** The small button under a card that shows or hides one of its panels (transcript, timeline). */
export function PanelToggle({
  open,
  panelId,
  onToggle,
  children,
}: {
  open: boolean;
  panelId: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      data-no-scroll
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      {children}
    </Button>
  );
}
