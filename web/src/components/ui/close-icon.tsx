import { StrokeIcon } from './stroke-icon.tsx';

/** The cross: a close button's icon, and the header's menu button while the menu is open. */
export const CLOSE_PATH = 'M18 6 6 18M6 6l12 12';

/** The cross on a close button (dialogs, toasts); decorative, the button's label carries the meaning. */
export function CloseIcon() {
  return <StrokeIcon d={CLOSE_PATH} className="size-4" />;
}
