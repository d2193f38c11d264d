import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { installLambdaStreaming } from './streaming.ts';

export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown>;

const HANDLERS_DIR = fileURLToPath(new URL('../../handlers/', import.meta.url));
const TIMEOUT_MS = 30_000;

export function handlerFile(name: string): string {
  return path.join(HANDLERS_DIR, `${name}.ts`);
}

/**
 * Loads `functions/handlers/<name>.ts` on first use, as Lambda does on a cold start, and keeps the
 * module afterwards. A handler that does not exist yet is `undefined` (not cached), so a colleague's
 * handler becomes reachable as soon as its file appears.
 */
export function createHandlerLoader(): (name: string) => Promise<LambdaHandler | undefined> {
  // A streamed handler picks its Lambda entry when its module loads.
  installLambdaStreaming();
  const loaded = new Map<string, Promise<LambdaHandler>>();
  return async (name) => {
    const known = loaded.get(name);
    if (known) return known;
    const file = handlerFile(name);
    if (!/^[a-z0-9-]+$/.test(name) || !existsSync(file)) return undefined;
    const loading = import(pathToFileURL(file).href).then((module: { handler?: unknown }) => {
      if (typeof module.handler !== 'function')
        throw new Error(`functions/handlers/${name}.ts does not export handler`);
      return module.handler as LambdaHandler;
    });
    loaded.set(name, loading);
    loading.catch(() => loaded.delete(name));
    return loading;
  };
}

/** Enough of Lambda's context object for code that reads the request id or remaining time. */
export function lambdaContext(functionName: string): Context {
  const deadline = Date.now() + TIMEOUT_MS;
  const unsupported = () => {
    throw new Error('Callback-style completion is not supported; return a promise');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
