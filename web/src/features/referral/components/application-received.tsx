import { useEffect, useRef } from 'react';
import { Link } from '../../../lib/routing/index.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { APPLY_MESSAGES } from '../referral-messages.ts';
import { ReferralIcon } from './referral-icon.tsx';

/** What replaces the form once the application is in: the thanks and the way into the dashboard. */
export function ApplicationReceived({ dashboardToken }: { dashboardToken: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone; move focus (and the view) to what replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="grid justify-items-center gap-4 py-6 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-100 text-brand-800">
        <ReferralIcon name="check" className="size-7" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink-900 focus:outline-none">
        Thank you!
      </h2>
      <p className="max-w-md text-ink-700">{APPLY_MESSAGES.success}</p>
      <Link to={paths.referralDashboard.href(dashboardToken)} className={buttonClasses({ size: 'lg' })}>
        Open Dashboard
      </Link>
      <p className="max-w-md text-sm text-ink-600">
        Keep the e-mail we sent you: its link is the key to your dashboard, and anyone who has it can see your
        referrals.
      </p>
    </div>
  );
}
