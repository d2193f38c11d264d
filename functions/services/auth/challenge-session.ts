import type { DefineAuthChallengeTriggerEvent } from 'aws-lambda';

export type SessionEntry = DefineAuthChallengeTriggerEvent['request']['session'][number];

/**
 * Create records which stored challenge it issued in the challenge metadata, which Cognito keeps
 * on its side and hands back to Define and Create in `session`: the browser never sees it.
 */
const METADATA_PREFIX = 'OTP-';
/** Metadata of a challenge issued for an unknown user: there is nothing stored to look up. */
export const DECOY_METADATA = 'OTP';

export function challengeMetadata(challengeId: string): string {
  return `${METADATA_PREFIX}${challengeId}`;
}

export function challengeIdFromMetadata(metadata: string | undefined): string | undefined {
  if (!metadata?.startsWith(METADATA_PREFIX)) return undefined;
  return metadata.slice(METADATA_PREFIX.length) || undefined;
}

export function lastEntry(session: readonly SessionEntry[]): SessionEntry | undefined {
  return session[session.length - 1];
}

export function wrongAnswers(session: readonly SessionEntry[]): number {
  return session.filter((entry) => !entry.challengeResult).length;
}
