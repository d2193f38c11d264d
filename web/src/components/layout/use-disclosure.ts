import { useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';

/**
 * A show/hide panel driven by a button (WAI-ARIA disclosure): Escape closes it and returns focus to
 * the button, a press outside closes it, and following a link inside closes it.
 */
export function useDisclosure<Button extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<Button>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panelRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return {
    open,
    close,
    buttonProps: {
      ref: buttonRef,
      'aria-expanded': open,
      'aria-controls': panelId,
      'data-no-scroll': true,
      onClick: () => setOpen((current) => !current),
    },
    panelProps: {
      ref: panelRef,
      id: panelId,
      hidden: !open,
      onClick: (event: MouseEvent) => {
        if ((event.target as Element).closest('a')) setOpen(false);
      },
    },
  };
}
