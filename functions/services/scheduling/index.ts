export { handleCalendlyWebhook, type SchedulingWebhookOutcome } from './webhook.ts';
export { InvalidSchedulingEventError, InvalidSchedulingSignatureError } from './errors.ts';
