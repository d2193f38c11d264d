/**
 * Unit files that change the process environment (process.env, vi.stubEnv) run isolated, each in a
 * fresh module graph: the product's modules read some variables once and keep them (the table name,
 * the DynamoDB client, Powertools' logger and metrics, cached secrets), so in the shared graph of
 * the `unit` project (vitest.config.ts, `isolate: false`) a value one file set would stay in force
 * for the next. Every other unit file shares one graph per worker. A new unit file that sets an
 * environment variable goes on this list; test/unit/architecture/isolated-lists.test.ts checks it.
 */
export const unitIsolated = [
  'test/unit/admin/id-document-link.test.ts',
  'test/unit/admin/launch-request-sensitive.test.ts',
  'test/unit/admin/ws-connect.test.ts',
  'test/unit/architecture/declare-only.test.ts',
  'test/unit/auth/mailer.test.ts',
  'test/unit/chat/acceptance-30-webhook-signature.test.ts',
  'test/unit/chat/bedrock-assistant.test.ts',
  'test/unit/db/batch-reads.test.ts',
  'test/unit/db/list-queries.test.ts',
  'test/unit/db/service.test.ts',
  'test/unit/http/bad-escapes.test.ts',
  'test/unit/http/origin-secret.test.ts',
  'test/unit/http/origin-verify.test.ts',
  'test/unit/observability/log.test.ts',
  'test/unit/observability/metrics.test.ts',
  'test/unit/payments/field-crypto.test.ts',
  'test/unit/payments/paystack-adapter.test.ts',
];

/** What marks a file as changing the environment (the list above is every unit file it matches). */
export const SETS_ENVIRONMENT =
  /process\.env(\.[A-Za-z_]+|\[[^\]]+\])\s*=[^=]|delete process\.env|vi\.stubEnv|Object\.assign\(process\.env/;
