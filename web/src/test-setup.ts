import { configure } from '@testing-library/react';

/**
 * findBy* and waitFor give up after 1 s by default. Some pages load their code on demand (the
 * payment page imports the sign-in library before it verifies), which on a loaded 2-core CI
 * machine can take longer than that; a wrong page still fails, only later.
 */
configure({ asyncUtilTimeout: 5_000 });

/**
 * The web files run in vitest's VM pool (vitest.config.ts): each file a fresh VM context in a
 * reused worker. happy-dom's window does not carry Node's web streams' TextDecoderStream, which
 * the chat's streamed reply reads through (a browser has it); the Node one stands in.
 */
if (!('TextDecoderStream' in globalThis)) {
  // Named by a variable: the web's own TypeScript knows no Node modules, and this runs only in Node.
  const nodeStreams = 'node:stream/web';
  const { TextDecoderStream } = (await import(/* @vite-ignore */ nodeStreams)) as {
    TextDecoderStream: unknown;
  };
  Object.assign(globalThis, { TextDecoderStream });
}
