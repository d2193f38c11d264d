/** Q could not answer (the model and the built-in guide both failed, or a failure was forced). */
export class AssistantUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Q is unavailable right now.', options);
    this.name = 'AssistantUnavailableError';
  }
}


