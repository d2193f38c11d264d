export { handleCalendlyWebhook, type SchedulingWebhookOutcome } from './webhook.ts';
