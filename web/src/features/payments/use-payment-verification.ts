import { useEffect, useReducer } from 'react';
import type { VerifyPaymentAnswer } from '@domain/contracts/payments.ts';
import { FEATURE_UPDATED_STATUS } from '@domain/payment-status.ts';
import { toast } from '../../components/ui/toast-store.ts';
import {
  processedPaymentReference,
  recordConfirmedPayment,
  recordOnboardingError,
} from './payment-storage.ts';
import { ApiError } from '../../lib/api-client.ts';
import {
  failureMessage,
  invocationFailedMessage,
  NO_REFERENCE_MESSAGE,
  verifyPayment,
} from './verify-payment.ts';

/** While Paystack says pending, ongoing or processing, ask again this often, for at most this long. */
export const PENDING_POLL_MS = 3_000;
export const PENDING_LIMIT_MS = 60_000;

export type VerificationState =
  | { readonly status: 'verifying'; readonly pending: boolean }
  | {
      readonly status: 'success';
      readonly isFeatureUpdate: boolean;
      readonly applicationStatus: string | null;
      readonly launchRequestToken: string | null;
    }
  | {
      readonly status: 'failure';
      readonly message: string;
      /** The call failed rather than the payment: the customer may well have paid. */
      readonly outcomeUnknown: boolean;
    }
  | { readonly status: 'missing'; readonly message: string };

type VerificationEvent =
  | { type: 'pending' }
  | {
      type: 'confirmed';
      answer: Pick<VerifyPaymentAnswer, 'application_status' | 'isFeatureUpdate' | 'launch_request_token'>;
    }
  | { type: 'launchRequestKnown'; token: string }
  | { type: 'failed'; message: string; outcomeUnknown: boolean };

export function reduceVerification(state: VerificationState, event: VerificationEvent): VerificationState {
  switch (event.type) {
    case 'pending':
      return state.status === 'verifying' ? { status: 'verifying', pending: true } : state;
    case 'confirmed': {
      const applicationStatus = event.answer.application_status ?? null;
      return {
        status: 'success',
        isFeatureUpdate: event.answer.isFeatureUpdate || applicationStatus === FEATURE_UPDATED_STATUS,
        applicationStatus,
        launchRequestToken: event.answer.launch_request_token ?? null,
      };
    }
    case 'launchRequestKnown':
      return state.status === 'success' ? { ...state, launchRequestToken: event.token } : state;
    case 'failed':
      return state.status === 'success'
        ? state
        : { status: 'failure', message: event.message, outcomeUnknown: event.outcomeUnknown };
  }
}

function initialState(reference: string | null): VerificationState {
  if (!reference) return { status: 'missing', message: NO_REFERENCE_MESSAGE };
  if (processedPaymentReference() === reference)
    return { status: 'success', isFeatureUpdate: false, applicationStatus: null, launchRequestToken: null };
  return { status: 'verifying', pending: false };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The payment confirmation of /payment-success: verifying, then success or failure (or missing
 * reference). A reference already processed in this browser succeeds at once; a pending payment is
 * asked about again for a bounded time.
 */
export function usePaymentVerification(reference: string | null): VerificationState {
  const [state, dispatch] = useReducer(reduceVerification, reference, initialState);

  useEffect(() => {
    if (!reference) return;
    let active = true;

    if (processedPaymentReference() === reference) {
      // Already confirmed here before: success stands; only look up where the launch request is.
      verifyPayment(reference)
        .then((answer) => {
          if (active && answer.success && answer.launch_request_token)
            dispatch({ type: 'launchRequestKnown', token: answer.launch_request_token });
        })
        .catch(() => undefined);
      return () => {
        active = false;
      };
    }

    const deadline = Date.now() + PENDING_LIMIT_MS;
    void (async () => {
      try {
        for (;;) {
          const answer = await verifyPayment(reference);
          if (!active) return;
          if (answer.success) {
            recordConfirmedPayment(
              reference,
              answer.isFeatureUpdate || answer.application_status === FEATURE_UPDATED_STATUS,
            );
            dispatch({ type: 'confirmed', answer });
            return;
          }
          if (answer.payment_status !== 'pending' || Date.now() + PENDING_POLL_MS > deadline)
            throw new Error(failureMessage(answer));
          dispatch({ type: 'pending' });
          await sleep(PENDING_POLL_MS);
          if (!active) return;
        }
      } catch (error: unknown) {
        if (!active) return;
        // The call failed (its ApiError carries the server's message): the outcome is unknown.
        const outcomeUnknown = error instanceof ApiError;
        const message = outcomeUnknown
          ? invocationFailedMessage(error)
          : error instanceof Error
            ? error.message
            : String(error);
        recordOnboardingError('payment_verification', error, { reference });
        toast({ title: 'Payment Verification Failed', description: message, variant: 'destructive' });
        dispatch({ type: 'failed', message, outcomeUnknown });
      }
    })();
    return () => {
      active = false;
    };
  }, [reference]);

  return state;
}
