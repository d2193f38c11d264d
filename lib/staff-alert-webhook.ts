import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';

/**
 * The staff alert webhook for a Lambda that raises staff alerts (functions/services/alerts): the URL,
 * its signing secret's ARN and the right to read it. Only with the `alertWebhookUrl` context; without
 * it alerts go by e-mail (STAFF_ALERT_EMAIL) alone. Every alerting Lambda gets the same, so an alert
 * reaches the same places whichever Lambda raises it.
 */
export function giveStaffAlertWebhook(
  fn: lambda.Function,
  url: string | undefined,
  secret: secretsmanager.ISecret | undefined,
): void {
  if (!url) return;
  if (!secret) throw new Error('alertWebhookUrl needs its signing secret');
  fn.addEnvironment('STAFF_ALERT_WEBHOOK_URL', url);
  fn.addEnvironment('STAFF_ALERT_WEBHOOK_SECRET_ARN', secret.secretArn);
  secret.grantRead(fn);
}
