import { withLambdaLog } from '../adapters/log.ts';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { customMessage } from '../services/auth/custom-message.ts';
import { customMessagePorts } from '../services/auth/live-ports.ts';

/**
 * Cognito CustomMessage trigger: the password-reset e-mail links to the site's /password-reset page.
 * SITE_URL is read on the first call (a missing one still fails with its own name).
 */
export const handler = withLambdaLog((event: CustomMessageTriggerEvent) =>
  customMessage(customMessagePorts().siteUrl)(event),
);
