import type { LaunchSectorId } from './sectors.ts';

/**
 * The launch chat asks two fixed questions per sector, one at a time. Five sectors have their own
 * pair; every other sector (and Other) shares the general pair about customer and uniqueness.
 */
export type QuestionSetId = 'fintech' | 'ecommerce' | 'restaurants' | 'taxi' | 'education' | 'others';

export const SECTOR_QUESTIONS: Readonly<Record<QuestionSetId, readonly [string, string]>> = {
  fintech: [
    'Which financial services do you want to offer: wallets, savings, loans, payments or cards?',
    'Do you already have CBN approval, or would you like help with licensing and compliance?',
  ],
  ecommerce: [
    'Will it be a single-brand store or a marketplace with many vendors?',
    'Will you use your own delivery riders or partner with a logistics company?',
  ],
  restaurants: [
    'Do you want to offer dine-in, pickup, delivery, or a mix of these?',
    'Do you need a POS and a kitchen display system for your staff?',
  ],
  taxi: [
    'Which city do you want to launch in first?',
    'Will your drivers be employed by you, or join as partner drivers?',
  ],
  education: [
    'What will you offer: self-paced courses, live classes or cohorts?',
    'Do you need certificates, quizzes and student management?',
  ],
  others: ['Who is your target customer?', 'What makes your business unique?'],
};

const QUESTION_SET_OF_SECTOR: Readonly<Record<LaunchSectorId, QuestionSetId>> = {
  fintech: 'fintech',
  ecommerce: 'ecommerce',
  restaurants: 'restaurants',
  taxi: 'taxi',
  edutech: 'education',
  proptech: 'others',
  healthtech: 'others',
  fashion: 'others',
  agriculture: 'others',
  events: 'others',
  logistics: 'others',
  other: 'others',
};

export function questionSetForSector(sectorId: LaunchSectorId): QuestionSetId {
  return QUESTION_SET_OF_SECTOR[sectorId];
}

export function questionsForSector(sectorId: LaunchSectorId): readonly [string, string] {
  return SECTOR_QUESTIONS[QUESTION_SET_OF_SECTOR[sectorId]];
}
