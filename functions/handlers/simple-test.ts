import packageJson from '../../package.json' with { type: 'json' };
import { optionalEnv } from '../adapters/env.ts';
import type { SimpleTestAnswer } from '../domain/contracts/system.ts';
import { httpHandler, json } from './lib/http.ts';

/** APP_VERSION is set by the deployment (e.g. a commit id); the package version is the fallback. */
const version = optionalEnv('APP_VERSION') ?? packageJson.version;

/** GET /api/simple-test: the test panel's "is the backend up" check. */
export const handler = httpHandler(async () => {
  const answer: SimpleTestAnswer = { ok: true, time: new Date().toISOString(), version };
  return json(200, answer);
});
