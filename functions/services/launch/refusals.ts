import { AppError } from '../../domain/app-error.ts';

/** Shown by the dashboard when an unpaid launch is marked live. */
export const NOT_PAID_MESSAGE =
  'This launch has no paid payment yet. It can go live (and earn its referrer 10% of the setup fee) once the setup fee is paid.';

export const launchNotPaid = (): AppError => AppError.conflict(NOT_PAID_MESSAGE);
