import type { BlindCase } from '../blind/types.ts';
import { canYouHeldOut } from './cases-can-you.ts';
import { canYouHeldOut2 } from './cases-can-you-2.ts';
import { followUpHeldOut } from './cases-follow-up.ts';
import { followUpHeldOut2 } from './cases-follow-up-2.ts';
import { noInventionHeldOut } from './cases-no-invention.ts';
import { noInventionHeldOut2 } from './cases-no-invention-2.ts';
import { openerHeldOut } from './cases-opener.ts';
import { openerHeldOut2 } from './cases-opener-2.ts';
import { typosHeldOut } from './cases-typos.ts';
import { typosHeldOut2 } from './cases-typos-2.ts';
import { wholeMessageHeldOut } from './cases-whole-message.ts';
import { wholeMessageHeldOut2 } from './cases-whole-message-2.ts';

/**
 * The held-out set for issue #27: written blind (issue, spec and public site only) after Q was tuned on the
 * first blind set, so it measures Q on founder messages it has not been tuned on. The `...2` batches were
 * written later by another blind session, so they measure Q on messages it has not seen. See README.md here.
 */
export const heldOutCases: readonly BlindCase[] = [
  ...wholeMessageHeldOut,
  ...wholeMessageHeldOut2,
  ...canYouHeldOut,
  ...canYouHeldOut2,
  ...openerHeldOut,
  ...openerHeldOut2,
  ...followUpHeldOut,
  ...followUpHeldOut2,
  ...noInventionHeldOut,
  ...noInventionHeldOut2,
  ...typosHeldOut,
  ...typosHeldOut2,
];
