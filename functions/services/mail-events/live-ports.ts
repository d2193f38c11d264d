/**
 * The production bindings of the SES event handler: the events and the suppression list in the
 * one DynamoDB table, the counts as EMF metrics.
 */
import { recordMailEvent } from '../../adapters/db/mail-events.ts';
import { countMetric } from '../../adapters/observability.ts';
import type { MailEventPorts } from './ports.ts';

let ports: MailEventPorts | undefined;

export function mailEventPorts(): MailEventPorts {
  ports ??= { store: { recordMailEvent }, count: (metric) => countMetric(metric) };
  return ports;
}
