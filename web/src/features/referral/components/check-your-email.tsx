import { useEffect, useRef } from 'react';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { LOGIN_MESSAGES } from '../referral-messages.ts';
import { ReferralIcon } from './referral-icon.tsx';

/** Shown once the magic link is on its way. */
export function CheckYourEmail({ sentTo, onStartOver }: { sentTo: string; onStartOver: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="grid justify-items-center gap-4 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-100 text-brand-800">
        <ReferralIcon name="mail" className="size-7" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-ink-900 focus:outline-none">
        Check Your Email
      </h2>
      <p className="text-ink-700">{LOGIN_MESSAGES.success}</p>
      <p className="text-sm text-ink-600">
        We sent it to{' '}
        <strong className="font-semibold [overflow-wrap:anywhere] text-ink-900">{sentTo}</strong>. It can take
        a minute to arrive; look in your spam folder if you cannot find it.
      </p>
      <Button variant="outline" data-no-scroll onClick={onStartOver} className="mt-2 w-full">
        Send to different email
      </Button>
      <TextLink to={paths.refer.href()} className="text-sm">
        Back to referral program
      </TextLink>
    </div>
  );
}
