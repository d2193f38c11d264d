/** Epoch seconds, the unit DynamoDB TTL reads. */
export const epochSeconds = (at: Date | number = Date.now()) =>
  Math.floor((at instanceof Date ? at.getTime() : at) / 1000);

/** DynamoDB removes expired items up to days late, so every read treats them as gone itself. */
export const isExpired = (ttl: number | undefined, now: Date | number = Date.now()) =>
  ttl !== undefined && ttl <= epochSeconds(now);
