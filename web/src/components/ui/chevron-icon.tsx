import { StrokeIcon } from './stroke-icon.tsx';

/** The down chevron of a disclosure (the header's menu, an accordion, a FAQ); the caller turns it when open. */
export function ChevronIcon({ className }: { className: string }) {
  return <StrokeIcon d="m6 9 6 6 6-6" className={className} />;
}
