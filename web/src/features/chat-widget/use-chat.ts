import { useCallback, useEffect, useReducer, useRef } from 'react';
import { requestReply, saveConversation } from './chat-api.ts';
import { type ChatState, canSend, chatReducer } from './chat-state.ts';
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

  const send = useCallback((text: string) => {
    const current = latest.current;
    if (!canSend(current, text)) return;
    const event = { type: 'send', text, now: Date.now() } as const;
    const next = chatReducer(current, event);
    latest.current = next;
    dispatch(event);
    const { conversation, messages } = next;
    void requestReply(messages, next.sessionId).then(({ content, sessionId }) => {
      const now = Date.now();
      dispatch({ type: 'reply', conversation, sessionId, content, now });
      // Saved under the server's id; before the first successful call there is none to save under.
      if (sessionId === null) return;
      void saveConversation(sessionId, [
        ...messages,
        { role: 'assistant', content, timestamp: new Date(now).toISOString() },
      ]);
    });
  }, []);

  const setDraft = useCallback((text: string) => dispatch({ type: 'draft', text }), []);
  const toggleSuggestions = useCallback(() => dispatch({ type: 'toggleSuggestions' }), []);
  const markSatisfied = useCallback(() => dispatch({ type: 'satisfied' }), []);
  const restart = useCallback(() => dispatch({ type: 'restart', now: Date.now() }), []);

  return { state, send, setDraft, toggleSuggestions, markSatisfied, restart };
}
