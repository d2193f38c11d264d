/**
 * How the web and the functions call Q: retries and their backoff, the overview rules, the launch chat header.
 */

export const AI_MAX_ATTEMPTS = 2;
export const AI_BACKOFF_MS_PER_ATTEMPT = 1_000;
/** Wait before retry number `attempt` (1-based): 1000 ms times the attempt number. */
export const aiBackoffMs = (attempt: number): number => AI_BACKOFF_MS_PER_ATTEMPT * attempt;

/** Rules the launch chat gives the AI for a sector overview. */
export const AI_OVERVIEW_RULES = { maxWords: 70, bullets: 3, tipLabel: 'Tip:' } as const;

/** Value of the x-context header sent by the launch chat. */
export const LAUNCH_CHAT_CONTEXT = 'launch-flow';

export const DEFAULT_TEST_MESSAGE =
  "Hello! I'm thinking of starting a fintech in Nigeria. Can you help me get started?";
