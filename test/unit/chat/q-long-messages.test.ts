import { describe, expect, it } from 'vitest';
import { builtInGuideReply } from '../../../functions/domain/q/built-in-guide.ts';
import { needOf } from '../../../functions/domain/q/guide/capabilities.ts';
import { setAside } from '../../../functions/domain/q/guide/set-aside.ts';
import { searchKnowledge } from '../../../functions/domain/q/retrieval/search.ts';
import { withinDeadline } from '../../setup/deadline.ts';

/**
 * The built-in guide reads every message a visitor sends (the chat, its stream, WhatsApp) whenever
 * Bedrock is not configured or fails. Three of its patterns took time growing with the square or
 * the cube of a message's length: these messages are the attacks, each long enough that the old
 * patterns would run for tens of seconds (test/setup/deadline.ts stops them).
 */

const repeated = (unit: string, length: number) =>
  unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

describe('Q’s built-in guide on long messages', () => {
  it('answers a 16,000-character "launch … by …" message (15 s before)', () => {
    const attack = `${repeated('launch ', 8_000)}${repeated('by ', 8_000).trimEnd()}`;
    const reply = withinDeadline(() => builtInGuideReply([{ role: 'user', content: attack }], 'widget'));
    expect(reply.length).toBeGreaterThan(0);
  });

  it('still hears "we can launch by March?" as a question about the date, and the statement not', () => {
    const reply = (content: string) => builtInGuideReply([{ role: 'user', content }], 'widget');
    expect(reply('We can launch by March?')).toBe(reply('Is it realistic to launch by March?'));
    expect(reply('We can launch by March?')).toMatch(/go live in 10-14 days/);
    expect(reply('We can launch by March.')).not.toMatch(/go live in 10-14 days/);
  });

  it('reads 256,000 characters of spaces after "so" or "no be" once', () => {
    expect(withinDeadline(() => setAside(`so${repeated('\n\t', 256_000)}x`).dismissed.size)).toBe(0);
    expect(withinDeadline(() => setAside(`no be ${repeated(' \t', 256_000)}x`).dismissed.size)).toBe(0);
    expect([...setAside('so, forget the price for now. What about BVN?').dismissed]).toContain('price');
  });

  it('searches its knowledge for a message of one 64,000-character word at once', () => {
    // MiniSearch's fuzzy search of such a word took 57 ms at 4,000 characters and 810 ms at 16,000.
    const word = repeated('abcdefghij', 64_000);
    expect(withinDeadline(() => searchKnowledge(`how much is ${word} banking`)).length).toBeGreaterThan(0);
    const plain = searchKnowledge('how much is the banking platform');
    expect(searchKnowledge(`how much is the banking platform ${word}`)[0]?.entry.id).toBe(plain[0]?.entry.id);
  });

  it('finds the need in a question with 256,000 marks inside it', () => {
    const attack = `Can you handle agency banking${'!'.repeat(256_000)}x`;
    expect(withinDeadline(() => needOf(attack))).toBeNull();
    expect(needOf('Can you handle agency banking with POS?!?')).toBe('agency banking with POS');
  });
});
