import { AppError } from '../../domain/app-error.ts';

/** No launch request has this token: it opens when the payment is confirmed. */
export const launchRequestNotFound = () =>
  AppError.notFound('No launch request has this token. It opens once your payment is confirmed.');

/** Signed in as someone other than the customer who paid. */
export const notLaunchRequestOwner = () =>
  AppError.forbidden(
    'This launch request belongs to the account that paid for it. Sign in with that e-mail.',
  );

/** Already submitted: staff are reviewing it, changes go through support. */
export const launchRequestSubmitted = () =>
  AppError.conflict('This launch request has been submitted. Contact us to change it.');
