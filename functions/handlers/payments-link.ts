import { paymentLinkRequestSchema } from '../domain/contracts/payments.ts';
import { sendPaymentLink } from '../services/payments/payment-link.ts';
import { paymentPorts } from '../services/payments/live-ports.ts';
import { adminHandler } from './lib/admin-auth.ts';
import { json, parseBody } from './lib/http.ts';

/** POST /api/admin/payment-links {resume_token, email?}: e-mails the checkout link of an onboarding record. */
export const handler = adminHandler(async (event) => {
  const request = parseBody(event, paymentLinkRequestSchema);
  return json(201, await sendPaymentLink(paymentPorts(), request));
});
