/**
 * Records use null for "not given" (spec shape); DynamoDB items simply omit the attribute.
 * Returns the value with null-valued fields dropped, typed for an ElectroDB put.
 */
export function withoutNulls<T extends object>(record: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null)) as {
    [K in keyof T]: Exclude<T[K], null>;
  };
}
