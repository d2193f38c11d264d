import { describe, expect, it } from 'vitest';
import {
  SECTOR_QUESTIONS,
  questionSetForSector,
  questionsForSector,
} from '../../../functions/domain/questions.ts';
import { LAUNCH_SECTOR_IDS } from '../../../functions/domain/sectors.ts';

describe('questionsForSector', () => {
  it('asks two natural questions for every sector', () => {
    for (const sectorId of LAUNCH_SECTOR_IDS) {
      const questions = questionsForSector(sectorId);
      expect(questions).toHaveLength(2);
      for (const question of questions) expect(question).toMatch(/^[A-Z].+\?$/);
    }
  });

  it('asks fintech founders about services and CBN approval', () => {
    const [services, compliance] = questionsForSector('fintech');
    expect(services).toMatch(/services/i);
    expect(compliance).toMatch(/CBN approval/);
    expect(compliance).toMatch(/compliance/);
  });

  it('asks the sector-specific pairs of the spec', () => {
    expect(questionsForSector('ecommerce')[0]).toMatch(/single-brand.*marketplace/);
    expect(questionsForSector('ecommerce')[1]).toMatch(/own delivery riders.*logistics/);
    expect(questionsForSector('restaurants')[0]).toMatch(/dine-in, pickup, delivery/);
    expect(questionsForSector('restaurants')[1]).toMatch(/POS.*kitchen display/);
    expect(questionsForSector('taxi')[0]).toMatch(/city.*first/);
    expect(questionsForSector('taxi')[1]).toMatch(/employed.*partner drivers/);
    expect(questionsForSector('edutech')[0]).toMatch(/courses, live classes or cohorts/);
    expect(questionsForSector('edutech')[1]).toMatch(/certificates, quizzes and student management/);
  });

  it.each(['other', 'proptech', 'healthtech', 'fashion', 'agriculture', 'events', 'logistics'] as const)(
    'uses the others pair (target customer, uniqueness) for %s',
    (sectorId) => {
      expect(questionSetForSector(sectorId)).toBe('others');
      expect(questionsForSector(sectorId)).toEqual([
        'Who is your target customer?',
        'What makes your business unique?',
      ]);
    },
  );

  it('keeps every question text distinct, since answers are keyed by question', () => {
    const all = Object.values(SECTOR_QUESTIONS).flat();
    expect(new Set(all).size).toBe(all.length);
  });
});
