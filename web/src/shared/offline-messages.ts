/** What the chats say while the connection is gone (issue #31; shown by offline-notice.tsx). */
export const Q_OFFLINE_MESSAGE =
  "You're offline. Q will answer when you're back online; what you type stays here.";
export const LAUNCH_CHAT_OFFLINE_MESSAGE =
  "You're offline. Your answers stay here, and Q carries on when you're back online.";
