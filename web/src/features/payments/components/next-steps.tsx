import {
  APPLICATION_REVIEW_HOURS,
  DEVELOPMENT_START_DAYS,
  LAUNCH_TIME_LABEL,
} from '@domain/launch-promises.ts';
import { BrandDisc } from '../../../components/layout/brand-mark.tsx';

const STEPS = [
  {
    title: 'Application review',
    text: `Our team reviews your launch request within ${APPLICATION_REVIEW_HOURS} hours.`,
  },
  {
    title: 'Development starts',
    text: `Development of your platform starts within ${DEVELOPMENT_START_DAYS.min}-${DEVELOPMENT_START_DAYS.max} days.`,
  },
  { title: 'Go live', text: `Your platform goes live in ${LAUNCH_TIME_LABEL}.` },
] as const;

/** What happens after payment: 24 hours review, 2-3 days to development. */
export function NextSteps() {
  return (
    <div>
      <h2 className="text-lg font-semibold text-ink-900">Next steps</h2>
      <ol className="mt-3 grid gap-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-3">
            <BrandDisc className="flex size-7 shrink-0 text-sm font-semibold">{index + 1}</BrandDisc>
            <p className="text-ink-700">
              <strong className="text-ink-900">{step.title}:</strong> {step.text}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
