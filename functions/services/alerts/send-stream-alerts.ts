import type { DynamoDBRecord } from 'aws-lambda';
import type { StaffAlert } from './alerts.ts';
import { sendStaffAlert, type StaffAlertPorts } from './send.ts';
import { alertsForRecords, type StreamAlertLookups } from './stream-alerts.ts';

/** Alerts whose e-mail their own service sends (texts unchanged): here only their webhook. */
const EMAILED_ELSEWHERE = new Set<StaffAlert['type']>([
  'payment.duplicate',
  'setup_call.booked',
  'setup_call.canceled',
]);

/**
 * The staff alerts a batch of stream records calls for, sent.
 * Never throws: a failed alert is logged, and retrying the batch would only repeat the others.
 */
export async function sendStreamAlerts(
  records: readonly DynamoDBRecord[],
  ports: StaffAlertPorts,
  lookups: StreamAlertLookups,
): Promise<void> {
  let alerts;
  try {
    alerts = await alertsForRecords(records, lookups);
  } catch (error: unknown) {
    ports.log.warn('staff alerts could not be read', {
      error: error instanceof Error ? error.name : 'unknown',
    });
    return;
  }
  await Promise.all(
    alerts.map((alert) => sendStaffAlert(ports, alert, { mail: !EMAILED_ELSEWHERE.has(alert.type) })),
  );
}
