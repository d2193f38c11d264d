/**
 * The production bindings of settling a payout, and only those: the payout by reference, the
 * settling transaction, the partner's name for the staff alert, SES and the staff alert webhook.
 * The payments webhook (every Paystack event arrives at its one URL) settles transfer events with
 * these, so its Lambda carries none of the account, approval, Paystack Transfers or KMS code
 * (issue #29: the bundle stays within its 300 KB cap). Built on first use.
 */
import { getPayoutByReference, settlePayout } from '../../adapters/db/payout-settlement.ts';
import { getApplicantById } from '../../adapters/db/referrals.ts';
import { optionalEnv, requiredEnv } from '../../adapters/env.ts';
import { logger } from '../../adapters/log.ts';
import { sendMail } from '../../adapters/mailer.ts';
import { staffAlertPorts } from '../alerts/live-ports.ts';
import { sendStaffAlert } from '../alerts/send.ts';
import type { PayoutSettlementPorts } from '../payouts/ports.ts';

/** What every payout binding shares: mail, the staff alert (webhook; the e-mail is the payouts' own). */
export function payoutNotifierPorts(): Omit<PayoutSettlementPorts, 'store'> {
  return {
    sendMail: async (mail) => {
      await sendMail(mail);
    },
    staffAlert: (type) =>
      sendStaffAlert(staffAlertPorts(), { type, business_name: null, resume_token: null }, { mail: false }),
    log: logger('payouts'),
    siteUrl: requiredEnv('SITE_URL'),
    staffEmail: optionalEnv('STAFF_ALERT_EMAIL') ?? null,
    now: Date.now,
  };
}

let ports: PayoutSettlementPorts | undefined;

export function payoutSettlementPorts(): PayoutSettlementPorts {
  ports ??= {
    ...payoutNotifierPorts(),
    store: { getPayoutByReference, settlePayout, getPartner: getApplicantById },
  };
  return ports;
}
