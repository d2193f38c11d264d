import * as z from 'zod';
import {
  CHAT_SESSION_ID_PATTERN,
  DASHBOARD_TOKEN_PATTERN,
  LAUNCH_SESSION_ID_PATTERN,
  Q_CHAT_LINK_PATTERN,
  REFERRAL_LINK_ID_PATTERN,
  RESUME_TOKEN_PATTERN,
  SESSION_ID_PATTERN,
} from '../ids.ts';
import { APPLICANT_ID_PATTERN } from '../referral.ts';
import { builtOnFirstUse } from './built-on-first-use.ts';

/** The identifiers and tokens of functions/domain/ids.ts (and the referrer id) as request fields. */

export const referralLinkIdSchema = builtOnFirstUse(() =>
  z.string().regex(REFERRAL_LINK_ID_PATTERN, 'is not a referral link id'),
);
export const dashboardTokenSchema = builtOnFirstUse(() =>
  z.string().trim().regex(DASHBOARD_TOKEN_PATTERN, 'is not a dashboard token'),
);
/** Lower-cased so one token has one spelling in keys. */
export const resumeTokenSchema = builtOnFirstUse(() =>
  z.string().trim().regex(RESUME_TOKEN_PATTERN, 'must be a UUID').toLowerCase(),
);
export const launchSessionIdSchema = builtOnFirstUse(() =>
  z.string().regex(LAUNCH_SESSION_ID_PATTERN, 'is not a launch session id'),
);
export const chatSessionIdSchema = builtOnFirstUse(() =>
  z.string().regex(CHAT_SESSION_ID_PATTERN, 'is not a chat session id'),
);
export const qChatLinkSchema = builtOnFirstUse(() =>
  z.string().regex(Q_CHAT_LINK_PATTERN, 'is not a Q chat link'),
);
export const sessionIdSchema = builtOnFirstUse(() =>
  z.string().trim().regex(SESSION_ID_PATTERN, 'must be 8-100 letters, digits, dashes or underscores'),
);
/** A referrer id from a ?ref= visit. */
export const applicantIdSchema = builtOnFirstUse(() =>
  z.string().trim().regex(APPLICANT_ID_PATTERN, 'is not a referrer id'),
);
