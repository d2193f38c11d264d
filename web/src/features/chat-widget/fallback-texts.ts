/** What Q "says" when the chat call fails or answers nothing (spec section 8, verbatim). */
export const CHAT_ERROR_REPLY =
  'I apologize for the technical hiccup! Let me help you right away. Could you tell me more about your business idea? ...';

export const EMPTY_CHAT_REPLY =
  'Sorry, I encountered an issue. Let me try to help you in another way. What specific aspect of your business idea would you like to explore?';

/**
 * The notice under the conversation for a fault nobody worded (a 5xx without the product's words,
 * a proxy's page): the server's own sentence for Q failing (functions/domain/chat-refusals.ts).
 */
export { Q_COULD_NOT_ANSWER_MESSAGE as CHAT_FAULT_NOTICE } from '@domain/chat-refusals.ts';
