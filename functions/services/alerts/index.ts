import type { DynamoDBRecord } from 'aws-lambda';
import { sendStaffAlert, type StaffAlertPorts } from './send.ts';
import { alertsForRecords, type StreamAlertLookups } from './stream-alerts.ts';

export * from './alerts.ts';
export { sendStaffAlert, type StaffAlertPorts } from './send.ts';

/**
 * The staff alerts a batch of stream records calls for, sent. The duplicate payment's e-mail is
 * sent by the payments service when it marks it (its text unchanged); here only its webhook.
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
    alerts.map((alert) => sendStaffAlert(ports, alert, { mail: alert.type !== 'payment.duplicate' })),
  );
}
