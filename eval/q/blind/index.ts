import { canYouCases } from './cases-can-you.ts';
import {
  moreCanYouCases,
  moreFollowUpCases,
  moreNoInventionCases,
  moreOpenerCases,
  moreTypoCases,
  moreWholeMessageCases,
} from './cases-more.ts';
import { followUpCases } from './cases-follow-up.ts';
import { noInventionCases } from './cases-no-invention.ts';
import { openerCases } from './cases-opener.ts';
import { typoCases } from './cases-typos.ts';
import { wholeMessageCases } from './cases-whole-message.ts';
import type { BlindCase } from './types.ts';

export type { BlindCase, BlindKind, Check } from './types.ts';
export { BLIND_KINDS } from './types.ts';

/** The blind set for issue #27: written from the issue and the public site only (see README.md here). */
export const blindCases: readonly BlindCase[] = [
  ...wholeMessageCases,
  ...canYouCases,
  ...openerCases,
  ...followUpCases,
  ...noInventionCases,
  ...typoCases,
  ...moreWholeMessageCases,
  ...moreCanYouCases,
  ...moreOpenerCases,
  ...moreFollowUpCases,
  ...moreNoInventionCases,
  ...moreTypoCases,
];
