import { describe, expect, it } from 'vitest';
import { builtInGuideReply } from '../../../functions/domain/q/built-in-guide.ts';
import { ENGLISH_FOR_NOW } from '../../../functions/domain/q/guide/phrases.ts';
import { PIDGIN_SOLUTION_LINE } from '../../../functions/domain/q/launch-chat-language.ts';
import { buildOverviewPrompt, buildSolutionPrompt } from '../../../functions/domain/q/launch-chat-prompts.ts';
import { SECTOR_OVERVIEWS } from '../../../functions/domain/q/sector-overviews.ts';
import { SECTOR_OVERVIEWS_PIDGIN } from '../../../functions/domain/q/sector-overviews-pidgin.ts';
import { AI_OVERVIEW_RULES } from '../../../functions/domain/q-calls.ts';
import { LAUNCH_SECTORS } from '../../../functions/domain/sectors.ts';
import { conversationLanguage } from '../../../functions/domain/q/retrieval/language.ts';
import { buildSystemPrompt } from '../../../functions/domain/q/system-prompt.ts';
import { bulletLines, tipLines, wordCount } from './event.ts';

const ideas = {
  en: 'A platform for market women in Onitsha to save and pay suppliers',
  pcm: 'Abeg I wan start business wey go help market women for Onitsha save money',
  yo: 'Mo fẹ bẹrẹ iṣẹ ti yoo ran awọn oniṣowo lọwọ ni Eko',
  ha: 'Ina son fara kasuwanci na sayar da kayan gona a Kano',
  ig: 'Biko, achọrọ m ịmalite azụmahịa n’Onitsha',
} as const;

const launchAsk = (content: string) => [{ role: 'user' as const, content }];
const overviewReply = (idea: string) =>
  builtInGuideReply(launchAsk(buildOverviewPrompt(idea, 'FinTech')), 'launch-flow');

describe('the launch chat’s AI steps follow Q’s language rule', () => {
  it('answers an English idea with the overview as it is', () => {
    expect(overviewReply(ideas.en)).toBe(SECTOR_OVERVIEWS.fintech);
  });

  it('answers a Pidgin idea with the whole overview in Pidgin', () => {
    expect(overviewReply(ideas.pcm)).toBe(SECTOR_OVERVIEWS_PIDGIN.fintech);
  });

  it.each(LAUNCH_SECTORS.map((sector) => [sector.id] as const))(
    'has a Pidgin overview for %s in the overview’s shape, read as Pidgin',
    (id) => {
      const reply = SECTOR_OVERVIEWS_PIDGIN[id];
      expect(bulletLines(reply)).toHaveLength(3);
      expect(tipLines(reply)).toHaveLength(1);
      expect(wordCount(reply)).toBeLessThan(AI_OVERVIEW_RULES.maxWords);
      expect(conversationLanguage([reply])).toBe('pcm');
      expect(reply).not.toBe(SECTOR_OVERVIEWS[id]);
    },
  );

  it.each(['yo', 'ha', 'ig'] as const)(
    'says first that it answers in English for now when the idea is in %s',
    (language) => {
      const reply = overviewReply(ideas[language]);
      expect(reply).toBe(`${ENGLISH_FOR_NOW[language]}\n\n${SECTOR_OVERVIEWS.fintech}`);
    },
  );

  it('reads the founder’s answers too for the solution step', () => {
    const prompt = buildSolutionPrompt(ideas.en, 'FinTech', {
      'Who are your customers?': 'Abeg na market women wey dey sell for Onitsha main market',
    });
    const reply = builtInGuideReply(launchAsk(prompt), 'launch-flow');
    expect(reply.split('\n')[0]).toBe(PIDGIN_SOLUTION_LINE);
    expect(reply).toContain('schedule');
  });

  it.each([
    ['yo', 'Yoruba'],
    ['ha', 'Hausa'],
    ['ig', 'Igbo'],
    ['pcm', 'Nigerian Pidgin'],
  ] as const)('tells the model to answer a %s idea in %s, keeping the shape', (language, name) => {
    const system = buildSystemPrompt(
      'launch-flow',
      launchAsk(buildOverviewPrompt(ideas[language], 'FinTech')),
    );
    expect(system).toContain(`The founder wrote in ${name}: write the whole answer in ${name}`);
    expect(system).toContain('**Tip:** line');
  });

  it('adds no language line for an English idea, nor outside the launch chat', () => {
    const english = buildSystemPrompt('launch-flow', launchAsk(buildOverviewPrompt(ideas.en, 'FinTech')));
    expect(english).not.toContain('The founder wrote in');
    const widget = buildSystemPrompt('widget', launchAsk(buildOverviewPrompt(ideas.yo, 'FinTech')));
    expect(widget).not.toContain('The founder wrote in');
  });
});
