import { describe, expect, it } from 'vitest';
import { introducedName, shortBusinessName } from '../../../functions/domain/founder-details.ts';

describe('shortBusinessName', () => {
  it.each([
    ['I want to build a POS agent app for market women in Aba', 'POS agent app for market women'],
    ['A restaurant called Mama Put Express in Yaba, with delivery', 'Mama Put Express'],
    ['Short-let apartments in Lekki', 'Short-let apartments in Lekki'],
    ['abeg i wan start keke business for Onitsha', 'Keke business for Onitsha'],
    ["Hi, I'm Ada Obi and I want a fintech app. ada@example.com", 'Fintech app'],
    ['We plan to launch a crypto exchange; my name is Chinedu', 'Crypto exchange'],
  ])('%s -> %s', (idea, name) => {
    expect(shortBusinessName(idea)).toBe(name);
  });

  it('is null for an empty idea and never longer than 60 characters', () => {
    expect(shortBusinessName('   ')).toBeNull();
    expect(shortBusinessName('Supercalifragilisticexpialidocious'.repeat(4))?.length).toBe(60);
  });
});

describe('introducedName', () => {
  it.each([
    ["Hi, I'm Ada Obi and I want a fintech app", 'Ada Obi'],
    ['My name is Tunde Bakare', 'Tunde Bakare'],
    ['my name na Emeka, I wan do POS', 'Emeka'],
    ['call me Bisi', 'Bisi'],
  ])('%s -> %s', (text, name) => {
    expect(introducedName(text)).toBe(name);
  });

  it.each(["I'm looking for a POS app", 'I am Nigerian', 'I am interested in fintech', 'how much?'])(
    'finds no name in %s',
    (text) => {
      expect(introducedName(text)).toBeNull();
    },
  );
});
