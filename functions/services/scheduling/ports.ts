/**
 * What the scheduling webhook needs from the outside world. `live-ports.ts` binds them to
 * DynamoDB, Secrets Manager and SES; unit tests bind in-memory fakes.
 */
import type { Onboarding, SetupCall } from '../../domain/contracts/records/index.ts';
import type { MailAttachment } from '../../domain/html.ts';

/** The parts of an onboarding record the staff alert names, with its setup call. */
export type OnboardingForSetupCall = Pick<Onboarding, 'resume_token' | 'name' | 'email' | 'business_name'> & {
  readonly setup_call: SetupCall | null;
};

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments?: readonly MailAttachment[];
}

/** Structured log lines; never an e-mail address or a name. */
export interface SchedulingLog {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

export interface SchedulingPorts {
  readonly signingKey: () => Promise<string>;
  /** True the first time a delivery's signature is seen (functions/adapters/db/webhook-deliveries.ts). */
  readonly claimDelivery: (signature: string, keepUntilSeconds: number) => Promise<boolean>;
  /** Forgets a claimed delivery that could not be recorded, so Calendly's retry of it is not a replay. */
  readonly releaseDelivery: (signature: string) => Promise<void>;
  /** Undefined when no onboarding record has the token (adapters/db/setup-calls.ts). */
  readonly recordSetupCall: <Result>(
    resumeToken: string,
    decide: (current: OnboardingForSetupCall) => { setupCall: SetupCall | undefined; result: Result },
  ) => Promise<Result | undefined>;
  /** Fills the record's missing name and e-mail from the booking, never over the founder's own. */
  readonly fillFounder: (
    resumeToken: string,
    founder: { name: string | null; email: string | null },
  ) => Promise<unknown>;
  /**
   * The signed booking backs the launch's referral, if it came through a partner (issue #26):
   * services/referral/booking-referral.ts. `email` is the invitee's, for a founder who typed none.
   */
  readonly backReferral: (resumeToken: string, email: string | null) => Promise<void>;
  readonly sendMail: (mail: OutgoingMail) => Promise<void>;
  /** Where staff alerts go (STAFF_ALERT_EMAIL); null: logged only. */
  readonly staffEmail: string | null;
  /** Public origin, for the dashboard link in the alert (SITE_URL). */
  readonly siteUrl: string;
  readonly log: SchedulingLog;
  /** epoch milliseconds */
  readonly now: () => number;
}
