/**
 * npm run eval:q — grades Q on the golden set. Without BEDROCK_MODEL_ID it grades the built-in
 * guide (no network; CI runs the same check in test/unit/chat/q-eval.test.ts). With it, it grades
 * the Bedrock model alone, without the built-in fallback, so a model failure counts as a failure.
 * Exits non-zero below budget.
 */
import {
  createBedrockAssistant,
  createBedrockClient,
} from '../../functions/adapters/assistant/bedrock-assistant.ts';
import { builtInGuideReply } from '../../functions/domain/q/built-in-guide.ts';
import { type Answerer, formatReport, runEval, withinBudget } from './run-eval.ts';
import type { Subject } from './score.ts';

const BEDROCK_EVAL_TIMEOUT_MS = 30_000;

function answererFromEnv(): { readonly subject: Subject; readonly answer: Answerer } {
  const modelId = process.env.BEDROCK_MODEL_ID;
  if (!modelId)
    return { subject: 'built-in', answer: async (messages) => builtInGuideReply(messages, 'widget') };
  const bedrock = createBedrockAssistant({
    client: createBedrockClient(BEDROCK_EVAL_TIMEOUT_MS),
    modelId,
    timeoutMs: BEDROCK_EVAL_TIMEOUT_MS,
  });
  return {
    subject: 'bedrock',
    answer: (messages) => bedrock.reply({ messages, context: 'widget', sessionId: 'eval-q' }),
  };
}

const { subject, answer } = answererFromEnv();
const summary = await runEval(answer, subject);
console.log(formatReport(summary, subject));
if (process.argv.includes('--verbose')) {
  for (const result of summary.results.filter((item) => !item.passed))
    console.log(`\n--- ${result.id}\n${result.reply}`);
}
process.exitCode = withinBudget(summary) ? 0 : 1;
