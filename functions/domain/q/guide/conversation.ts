import { countKeywordMatches } from '../../keywords.ts';
import { type LaunchSectorId, sectorById, suggestSector } from '../../sectors.ts';
import { mentionsCtoService, starterTopicOf } from '../intents.ts';
import { type PitchId, SECTOR_PITCHES } from '../sector-pitches.ts';
import type { WidgetStarterTopic } from '../widget-script.ts';

export const TOPIC_PITCH: Readonly<Record<WidgetStarterTopic, PitchId>> = {
  FinTech: 'fintech',
  eCommerce: 'ecommerce',
  Restaurant: 'restaurants',
  'Taxi/Ride-Hailing': 'taxi',
  'CTO Service': 'cto',
  'Not sure yet': 'not-sure',
};

/** How the guide names a visitor's platform in a sentence ("your restaurant platform"). */
export const PLATFORM_NAME: Readonly<Record<PitchId, string | null>> = {
  fintech: 'FinTech',
  ecommerce: 'eCommerce',
  restaurants: 'restaurant',
  edutech: 'EduTech',
  proptech: 'real estate',
  healthtech: 'HealthTech',
  taxi: 'ride-hailing',
  fashion: 'fashion',
  agriculture: 'agritech',
  events: 'ticketing',
  logistics: 'logistics',
  other: null,
  cto: null,
  'not-sure': null,
};

/**
 * Words that appear in questions about any business: compliance terms (BVN, KYC, CBN) and money
 * words ("how do I make money", "can I pay in naira"). They must not turn a restaurant
 * conversation, or a plain question, into a fintech one.
 */
const withoutSharedWords = (message: string) =>
  message.replace(/\b(bank accounts?|bvn|kyc|cbn|money|naira|pay|payments?|paid|transfers?)\b/gi, ' ');

/** The business a single message names, by starter topic, CTO words or sector keywords. */
export function pitchOf(message: string): PitchId | null {
  const topic = starterTopicOf(message);
  if (topic) return TOPIC_PITCH[topic];
  if (mentionsCtoService(message)) return 'cto';
  // A keke or okada fleet is a ride-hailing business, whatever else the message says about money.
  if (/\b(?:kekes?|okadas?|tricycles?)\b/i.test(message)) return 'taxi';
  // A licence only a financial business holds ("our MFB licence") names fintech.
  if (/\b(?:mfb|psb|pssp|mmo|microfinance bank)\b/i.test(message)) return 'fintech';
  const sector: LaunchSectorId | null = suggestSector(withoutSharedWords(message));
  if (sector) return sector;
  // A trader's words: the launch chat's sector list leaves them out, but they mean selling goods.
  return /\b(?:market|stall|provisions|traders?|my goods|my shop|my products)\b/i.test(message)
    ? 'ecommerce'
    : null;
}

/**
 * Once a business is known, a short follow-up ("Lagos, delivery only") still contains sector words;
 * only a clear mention of another business (two of its keywords, a topic or CTO words) changes it.
 */
export function switchesBusiness(message: string, known: PitchId | null): boolean {
  if (!known || known === 'not-sure' || known === 'other') return true;
  const named = pitchOf(message);
  if (!named || named === known) return true;
  if (named === 'cto' || named === 'not-sure' || starterTopicOf(message)) return true;
  // Words the known business's own pitch uses ("delivery riders" for a restaurant) do not switch it.
  const ownWords = SECTOR_PITCHES[known].body.toLowerCase();
  const otherWords = sectorById(named).keywords.filter((keyword) => !ownWords.includes(keyword));
  return countKeywordMatches(withoutSharedWords(message), otherWords) >= 2;
}

/** The business of the conversation: the latest one named, where a later mention only counts if it switches. */
export function conversationPitch(userMessages: readonly string[]): PitchId | null {
  let known: PitchId | null = null;
  for (const message of userMessages) {
    if (switchesBusiness(message, known)) known = pitchOf(message) ?? known;
  }
  return known;
}

/** Nigerian cities and Lagos districts founders name; a mention stays in the conversation's context. */
const CITIES = [
  'Lagos',
  'Abuja',
  'Kano',
  'Ibadan',
  'Port Harcourt',
  'Benin City',
  'Kaduna',
  'Enugu',
  'Onitsha',
  'Aba',
  'Jos',
  'Ilorin',
  'Owerri',
  'Warri',
  'Calabar',
  'Uyo',
  'Abeokuta',
  'Akure',
  'Asaba',
  'Nnewi',
  'Yola',
  'Maiduguri',
  'Sokoto',
  'Zaria',
  'Osogbo',
  'Makurdi',
  'Lekki',
  'Ikeja',
  'Yaba',
  'Surulere',
  'Ajah',
  'Ikorodu',
] as const;
const CITY_PATTERN = new RegExp(`\\b(${CITIES.join('|')})\\b`, 'i');

/** The city named most recently in the conversation, spelt as in the list, or null. */
export function conversationCity(userMessages: readonly string[]): string | null {
  for (let index = userMessages.length - 1; index >= 0; index -= 1) {
    const match = CITY_PATTERN.exec(userMessages[index] ?? '');
    if (match?.[1]) return CITIES.find((city) => city.toLowerCase() === match[1]?.toLowerCase()) ?? null;
  }
  return null;
}
