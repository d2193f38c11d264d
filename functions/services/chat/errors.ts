/** Q could not answer (the model and the built-in guide both failed, or a failure was forced). */
export class AssistantUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Q is unavailable right now.', options);
    this.name = 'AssistantUnavailableError';
  }
}

/** A caller went over one of the chat rate limits. */
export class ChatRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many chat requests.');
    this.name = 'ChatRateLimitedError';
  }
}
