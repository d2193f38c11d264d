/**
 * npm run eval:q — grades Q on the golden set (eval/q/golden.ts) and the blind set (eval/q/blind/,
 * written by a helper who never read Q's code). By default it grades the built-in guide (no
 * network; CI runs the golden check in test/unit/chat/q-eval.test.ts). With `--bedrock` (or
 * Q_EVAL_BEDROCK=1) and BEDROCK_MODEL_ID set, it grades the Bedrock model with its tools, without
 * the built-in fallback, so a model failure counts as a failure; AWS credentials come from the
 * usual SDK chain (AWS_PROFILE, AWS_ACCESS_KEY_ID...). `--verbose` prints every failing reply.
 * Exits non-zero below budget: golden under 90% or any invented price; blind under 90% overall
 * or under 80% in any kind; the held-out set (eval/q/held-out/), the one Q has not been tuned on, under
 * the same budget (eval/q/gate.ts).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  createBedrockAssistant,
  createBedrockClient,
} from '../../functions/adapters/assistant/bedrock-assistant.ts';
import { builtInGuideReply } from '../../functions/domain/q/built-in-guide.ts';
import { type BlindCase, formatBlindReport } from './blind-score.ts';
import { evalGate } from './gate.ts';
import { type Answerer, formatReport, runBlind, runEval } from './run-eval.ts';
import type { Subject } from './score.ts';

const BEDROCK_EVAL_TIMEOUT_MS = 30_000;
const verbose = process.argv.includes('--verbose');

async function answererFromEnv(): Promise<{ readonly subject: Subject; readonly answer: Answerer }> {
  const wantsBedrock = process.argv.includes('--bedrock') || process.env.Q_EVAL_BEDROCK === '1';
  const modelId = process.env.BEDROCK_MODEL_ID;
  if (wantsBedrock && !modelId)
    throw new Error('--bedrock needs BEDROCK_MODEL_ID (and AWS credentials) in the environment.');
  if (!modelId)
    return { subject: 'built-in', answer: async (messages) => builtInGuideReply(messages, 'widget') };
  const bedrock = createBedrockAssistant({
    client: await createBedrockClient(BEDROCK_EVAL_TIMEOUT_MS),
    modelId,
    timeoutMs: BEDROCK_EVAL_TIMEOUT_MS,
  });
  return {
    subject: 'bedrock',
    answer: (messages) => bedrock.reply({ messages, context: 'widget', sessionId: 'eval-q' }),
  };
}

/** The blind set, once its files are in the repository (it is written on its own branch). */
async function blindCases(): Promise<readonly BlindCase[]> {
  const index = new URL('./blind/index.ts', import.meta.url);
  if (!existsSync(fileURLToPath(index))) return [];
  const module = (await import(index.href)) as { blindCases: readonly BlindCase[] };
  return module.blindCases;
}

/** The held-out set (eval/q/held-out/), written blind after Q was tuned on the blind set's failures. */
async function heldOutCases(): Promise<readonly BlindCase[]> {
  const index = new URL('./held-out/index.ts', import.meta.url);
  if (!existsSync(fileURLToPath(index))) return [];
  const module = (await import(index.href)) as { heldOutCases: readonly BlindCase[] };
  return module.heldOutCases;
}

const { subject, answer } = await answererFromEnv();
const golden = await runEval(answer, subject);
console.log(formatReport(golden, subject));
if (verbose) {
  for (const result of golden.results.filter((item) => !item.passed))
    console.log(`\n--- ${result.id}\n${result.reply}`);
}
const cases = await blindCases();
const blind = await runBlind(answer, cases);
console.log(
  `\n${cases.length === 0 ? 'Q blind set: not found (eval/q/blind/index.ts)' : formatBlindReport(blind, verbose)}`,
);
const heldOut = await runBlind(answer, await heldOutCases());
console.log(`\n${formatBlindReport(heldOut, verbose, 'Q held-out set')}`);
const gate = evalGate({ golden, blind, heldOut });
console.log(
  gate.passed
    ? '\neval:q passed'
    : `\neval:q FAILED:\n${gate.reasons.map((reason) => `  ${reason}`).join('\n')}`,
);
process.exitCode = gate.passed ? 0 : 1;
