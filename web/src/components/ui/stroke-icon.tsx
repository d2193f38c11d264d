/**
 * A line icon on the 24-unit grid, drawn in the text's colour: the frame the site's decorative
 * icons share (the header's menu, a close cross, a disclosure's chevron). Decorative: the control's
 * label carries the meaning.
 */
export function StrokeIcon({ d, className }: { d: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <path d={d} />
    </svg>
  );
}
