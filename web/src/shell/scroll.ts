/** Smooth unless the visitor asked the OS for less motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * The spec says every button press smooth-scrolls to the top. Decision: one document-level click
 * listener (not a prop on every button) so buttons in any feature behave alike, with an opt-out:
 * a button that is itself, or sits inside, an element marked `data-no-scroll` keeps the page where
 * it is. In-page controls use the opt-out: chat widget, accordion, tabs, menus, toasts, dialogs,
 * copy buttons. Without it, opening an FAQ answer would throw the reader back to the hero.
 */
export function installScrollToTopOnButtonPress(target: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element)) return;
    const button = event.target.closest('button');
    if (!button || button.disabled || button.closest('[data-no-scroll]')) return;
    window.scrollTo({ top: 0, behavior: scrollBehavior() });
  };
  // Capture phase: the decision is made before React's handlers run, because a wizard button that
  // re-renders away on click is no longer inside its data-no-scroll parent once the event bubbles up.
  target.addEventListener('click', onClick, true);
  return () => target.removeEventListener('click', onClick, true);
}
