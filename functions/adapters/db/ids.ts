import { randomInt, randomUUID } from 'node:crypto';

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** CSPRNG characters; dashboard tokens are bearer credentials, so Math.random would not do. */
export function randomCharacters(length: number): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return text;
}

export const newId = () => randomUUID();
/** 'ref_' plus 9 random characters (spec). */
export const newReferralLinkId = () => `ref_${randomCharacters(9)}`;
/** 'dash_' plus 16 random characters (spec). */
export const newDashboardToken = () => `dash_${randomCharacters(16)}`;
