import { LAUNCH_SECTOR_IDS, SECTOR_NAMES, type LaunchSectorId } from './sector-names.ts';

/**
 * Words e-mails and pages build from stored values (issue #26): a sector id or a platform's name
 * becomes a phrase a person would write, never the raw id and never "a Taxi platform".
 */

/** "a" or "an" by the phrase's first sound as written: "an eCommerce platform", "a FinTech platform". */
export function withArticle(phrase: string): string {
  return `${/^[aeiou]/i.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

/**
 * The platform of a launch chat's sector by its shown name: "FinTech platform". The launch chat
 * stores the shown name and some records the id, so either is taken. Null when the founder chose
 * Other / Not sure or the value is no sector, so no sentence names it.
 */
export function sectorPlatform(sector: string | null | undefined): string | null {
  const value = sector?.trim();
  if (!value) return null;
  const id = Object.hasOwn(SECTOR_NAMES, value)
    ? (value as LaunchSectorId)
    : LAUNCH_SECTOR_IDS.find((candidate) => SECTOR_NAMES[candidate] === value);
  return id && id !== 'other' ? `${SECTOR_IN_A_SENTENCE[id] ?? SECTOR_NAMES[id]} platform` : null;
}

/**
 * The sectors whose shown name does not read as the kind of platform in a sentence ("a Taxi Tech
 * platform", "a Restaurants platform"): the platform as staff sell it (platforms.ts) instead. The
 * sector names themselves stay as the spec lists them on the launch chat's choices.
 */
const SECTOR_IN_A_SENTENCE: Partial<Record<LaunchSectorId, string>> = {
  taxi: 'Taxi and Ride-hailing',
  restaurants: 'Restaurant Ordering and Delivery',
};

/**
 * What staff sold, as the thing the founder gets: "Taxi and Ride-hailing platform", while a name
 * that already says what it is stays as it is ("Banking Platform", "E-commerce Platform",
 * "CTO-as-a-Service", "Feature update").
 */
export function platformProduct(platformName: string): string {
  if (/(platform|service|update)$/i.test(platformName.trim())) return platformName;
  return `${platformName} platform`;
}
