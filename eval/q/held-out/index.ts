import type { BlindCase } from '../blind/types.ts';
import { canYouHeldOut } from './cases-can-you.ts';
import { followUpHeldOut } from './cases-follow-up.ts';
import { noInventionHeldOut } from './cases-no-invention.ts';
import { openerHeldOut } from './cases-opener.ts';
import { typosHeldOut } from './cases-typos.ts';
import { wholeMessageHeldOut } from './cases-whole-message.ts';

/**
 * The held-out set for issue #27: written blind (issue, spec and public site only) after Q was tuned on the
 * first blind set, so it measures Q on founder messages it has not been tuned on. See README.md here.
 */
export const heldOutCases: readonly BlindCase[] = [
  ...wholeMessageHeldOut,
  ...canYouHeldOut,
  ...openerHeldOut,
  ...followUpHeldOut,
  ...noInventionHeldOut,
  ...typosHeldOut,
];
