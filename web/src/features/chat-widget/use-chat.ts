import { useCallback, useEffect, useReducer, useRef } from 'react';
import { requestReply, saveConversation } from './chat-api.ts';
import { type ChatState, canRetry, canSend, chatReducer, transcriptOf } from './chat-state.ts';
import { loadChatState, saveChatState } from './chat-storage.ts';

/**
 * The conversation with Q: a reducer for the state, and the effects around it (persisting to
 * local storage after every change, asking Q with the full history, saving the session).
 */
export function useChat() {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => loadChatState(Date.now()));
  const latest = useRef<ChatState>(state);

  useEffect(() => {
    latest.current = state;
    saveChatState(state, Date.now());
  }, [state]);

  /**
   * Asks Q about `pending` (the state right after a send or retry) and saves the session whatever
   * the outcome: a failed call still saves the visitor's message, and its fallback text is not saved.
   */
  const ask = useCallback((pending: ChatState) => {
    latest.current = pending;
    const { conversation, sessionId } = pending;
    const transcript = transcriptOf(pending.messages);
    const showSoFar = (text: string) => dispatch({ type: 'replyText', conversation, text });
    void requestReply(transcript, sessionId, showSoFar).then(({ content, failure }) => {
      const now = Date.now();
      dispatch({ type: 'reply', conversation, content, now, ...(failure ? { failure } : {}) });
      void saveConversation(
        sessionId,
        failure
          ? transcript
          : [...transcript, { role: 'assistant', content, timestamp: new Date(now).toISOString() }],
      ).then((outcome) => {
        if (typeof outcome === 'object') dispatch({ type: 'full', conversation, message: outcome.full });
      });
    });
  }, []);

  const send = useCallback(
    (text: string) => {
      const current = latest.current;
      if (!canSend(current, text)) return;
      const event = { type: 'send', text, now: Date.now() } as const;
      dispatch(event);
      ask(chatReducer(current, event));
    },
    [ask],
  );

  const retry = useCallback(() => {
    const current = latest.current;
    if (!canRetry(current)) return;
    const event = { type: 'retry', now: Date.now() } as const;
    dispatch(event);
    ask(chatReducer(current, event));
  }, [ask]);

  const setDraft = useCallback((text: string) => dispatch({ type: 'draft', text }), []);
  const toggleSuggestions = useCallback(() => dispatch({ type: 'toggleSuggestions' }), []);
  const markSatisfied = useCallback(() => dispatch({ type: 'satisfied' }), []);
  const restart = useCallback(() => dispatch({ type: 'restart', now: Date.now() }), []);

  return { state, send, retry, setDraft, toggleSuggestions, markSatisfied, restart };
}
