import { cx } from '../../../components/ui/cx.ts';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';

/** Line icons for the referral pages (24px grid, stroke 2); decorative, the text beside them carries the meaning. */
const icons = {
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  external: 'M14 4h6v6m0-6-9 9M18 14v6H4V6h6',
  check: 'M5 12.5 10 17l9-10',
  users:
    'M16 20v-1.5A3.5 3.5 0 0 0 12.5 15h-5A3.5 3.5 0 0 0 4 18.5V20M10 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm10 9v-1.5a3.5 3.5 0 0 0-2.5-3.4M15 4.2a3.5 3.5 0 0 1 0 6.6',
  coins:
    'M9 7c3.3 0 6-1.1 6-2.5S12.3 2 9 2 3 3.1 3 4.5 5.7 7 9 7Zm-6-2.5v5C3 10.9 5.7 12 9 12m-6-2.5v5C3 15.9 5.7 17 9 17m6-5c3.3 0 6-1.1 6-2.5m-6 2.5c-3.3 0-6 1.1-6 2.5v5c0 1.4 2.7 2.5 6 2.5s6-1.1 6-2.5v-5m0 0c0-1.4-2.7-2.5-6-2.5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-14v5l3 2',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  send: 'M22 2 11 13M22 2l-7 20-4-9-9-4 20-7Z',
  alert: 'M12 8v5m0 3.5h.01M12 3 2 20h20L12 3Z',
} as const;

export type ReferralIconName = keyof typeof icons;

export function ReferralIcon({ name, className }: { name: ReferralIconName; className?: string }) {
  return <StrokeIcon d={icons[name]} className={cx('size-5 shrink-0', className)} />;
}
