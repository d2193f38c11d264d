import { randomUUID } from 'node:crypto';

/**
 * A table of its own for a second local product that a test file starts beside the shared one.
 *
 * Every local product runs its own stream fan-out and its own WebSocket gateway. A second product
 * on the shared table read the shared table's stream, posted each change to the admin sockets it
 * found there through its own gateway, which had never opened them, was answered 410 and deleted
 * them, as the fan-out should for a connection API Gateway calls gone. The shared product's staff
 * sockets then heard nothing more: with four integration files at a time, live-refresh's socket went
 * quiet partway through its file whenever one of these files ran beside it.
 * test/unit/architecture/second-products.test.ts keeps every such product off the shared table.
 */
export function ownTableName(purpose: string): string {
  return `quarter-${purpose}-${randomUUID().slice(0, 8)}`;
}
