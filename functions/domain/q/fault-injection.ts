/**
 * A deliberate failure switch for tests and demos. When the last user message contains this marker
 * and the server runs with ALLOW_FAULT_INJECTION=1 (set only by the local runtime), POST /api/chat
 * answers 502 provider_down as if Q's provider were down, so the launch chat's retry and fallback
 * path can be exercised end to end. Without the variable the marker is ordinary text.
 */
export const FORCE_Q_FAILURE_MARKER = '[[force-q-failure]]';

export const containsForcedFailure = (message: string): boolean => message.includes(FORCE_Q_FAILURE_MARKER);
