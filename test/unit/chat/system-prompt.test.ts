import { describe, expect, it } from 'vitest';
import { KNOWLEDGE, knowledgeEntry } from '../../../functions/domain/q/knowledge/index.ts';
import { buildSystemPrompt } from '../../../functions/domain/q/system-prompt.ts';

const ask = (content: string) => [{ role: 'user' as const, content }];

describe('Q system prompt: the knowledge base for the model', () => {
  it('gives the entries the conversation is about in full', () => {
    const prompt = buildSystemPrompt('widget', ask('Can I pay in instalments?'));
    const instalments = knowledgeEntry('instalments');
    expect(prompt).toContain(instalments.answer.en.replaceAll('**', ''));
  });

  it('names every other entry in one line, and stays a reasonable size', () => {
    const prompt = buildSystemPrompt('widget', ask('hello'));
    for (const entry of KNOWLEDGE) expect(prompt, entry.id).toContain(entry.questions[0]);
    expect(prompt.length).toBeLessThan(20_000);
  });

  it("tells the model to answer in the visitor's language and never to give a legal conclusion", () => {
    const prompt = buildSystemPrompt('widget', ask('abeg how much e go cost?'));
    for (const language of ['Pidgin', 'Yoruba', 'Hausa', 'Igbo']) expect(prompt).toContain(language);
    expect(prompt).toContain('not legal advice');
  });
});
