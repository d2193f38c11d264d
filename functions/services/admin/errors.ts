/** A list cursor this API did not issue, or issued for another list: the caller's mistake (400). */
export class InvalidListCursorError extends Error {
  constructor() {
    super('The cursor is not valid for this list.');
    this.name = 'InvalidListCursorError';
  }
}

/** No chat session has this id (404). */
export class ChatSessionNotFoundError extends Error {
  constructor() {
    super('No chat session has this id.');
    this.name = 'ChatSessionNotFoundError';
  }
}
