import type { KeyboardEvent } from 'react';

/**
 * Moves focus along a row of controls (tabs, accordion triggers) for a navigation key: Home to the
 * first, End to the last, `forwardKey` to the next and the other arrow to the previous, wrapping at
 * the ends. Answers the control now focused.
 */
export function moveFocus<Item extends HTMLElement>(
  event: KeyboardEvent,
  items: readonly Item[],
  current: number,
  forwardKey: 'ArrowDown' | 'ArrowRight',
): Item | undefined {
  const count = items.length;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? count - 1
        : event.key === forwardKey
          ? (current + 1) % count
          : (current - 1 + count) % count;
  event.preventDefault();
  const item = items[next];
  item?.focus();
  return item;
}
