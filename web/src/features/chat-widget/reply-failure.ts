import { refusalMessage } from '../../lib/api-client.ts';
import type { ReplyFailure } from './chat-state.ts';
import { CHAT_FAULT_NOTICE } from './fallback-texts.ts';

/**
 * Why Q's call failed, in the words to show: the server's own for a refusal (the rate limit, Q
 * unable to answer: functions/domain/chat-refusals.ts), the one shared sentence when no answer came
 * (web/src/lib/api-client.ts), and the widget's own only for a fault nobody worded.
 */
export const failureOf = (error: unknown): ReplyFailure =>
  refusalMessage(error, CHAT_FAULT_NOTICE, { noAnswer: 'shared' });
