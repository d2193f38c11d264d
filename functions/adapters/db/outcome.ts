/**
 * What a data-layer write found, reported not judged: the adapter says what happened, the
 * service alone decides whether that is a refusal and raises the AppError.
 */
export type Created = 'created' | 'taken';
export type Recorded = 'recorded' | 'taken';
export type Updated = 'updated' | 'not-found' | 'condition-failed';
