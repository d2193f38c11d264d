/**
 * The production bindings of the payout ports: DynamoDB through the data layer, Paystack Transfers
 * (locally the sandbox, by PAYSTACK_BASE_URL), the field key (KMS on AWS, the local AES key
 * otherwise) for the account number, and SES through the mailer. Built on first use.
 */
import { randomUUID } from 'node:crypto';
import { getOnboarding } from '../../adapters/db/onboardings.ts';
import {
  createPayout,
  getDashboardLinkCode,
  getPayoutAccount,
  linkCodeHash,
  listPayouts,
  listReferralPartners,
  markPayoutStuckAlerted,
  saveDashboardLinkCode,
  savePayoutAccount,
  setPayoutRecipientCode,
  setPayoutTransferCode,
} from '../../adapters/db/payouts.ts';
import {
  getPayoutByReference,
  listAllReferralActivities,
  settlePayout,
} from '../../adapters/db/payout-settlement.ts';
import { getApplicantByDashboardToken, getApplicantById } from '../../adapters/db/referrals.ts';
import { optionalEnv } from '../../adapters/env.ts';
import { decryptField, encryptField } from '../../adapters/field-crypto.ts';
import { logger } from '../../adapters/log.ts';
import { paystackTransfers } from '../../adapters/paystack/transfers.ts';
import { DEFAULT_PAYOUT_CHANGE_HOLD_MINUTES, newPayoutReference } from '../../domain/payouts.ts';
import type { PayoutPorts, PayoutStore } from './ports.ts';
import { payoutNotifierPorts } from '../payout-settlement/live-ports.ts';

const sealedAs = (referrerId: string) => ({ payout_account: referrerId, field: 'account_number' });

const dynamoPayoutStore: PayoutStore = {
  getAccount: getPayoutAccount,
  saveAccount: savePayoutAccount,
  setRecipientCode: setPayoutRecipientCode,
  getLinkCode: getDashboardLinkCode,
  saveLinkCode: saveDashboardLinkCode,
  listActivities: listAllReferralActivities,
  listPayouts,
  getPayoutByReference,
  createPayout,
  setTransferCode: setPayoutTransferCode,
  settlePayout,
  markStuckAlerted: markPayoutStuckAlerted,
  listPartners: listReferralPartners,
  getPartnerByToken: getApplicantByDashboardToken,
  getPartner: getApplicantById,
  businessName: async (resumeToken) => (await getOnboarding(resumeToken))?.business_name ?? null,
};

/** PAYOUT_CHANGE_HOLD_MINUTES, read on each use so a local run can shorten it. */
export function payoutHoldMinutes(): number {
  const value = Number(optionalEnv('PAYOUT_CHANGE_HOLD_MINUTES') ?? DEFAULT_PAYOUT_CHANGE_HOLD_MINUTES);
  return Number.isFinite(value) && value >= 0 ? value : DEFAULT_PAYOUT_CHANGE_HOLD_MINUTES;
}

let ports: PayoutPorts | undefined;

export function payoutPorts(): PayoutPorts {
  ports ??= {
    ...payoutNotifierPorts(),
    store: dynamoPayoutStore,
    provider: paystackTransfers(),
    seal: (accountNumber, referrerId) => encryptField(accountNumber, sealedAs(referrerId)),
    open: (sealed, referrerId) => decryptField(sealed, sealedAs(referrerId)),
    // The same audit trail as the launch request's KYC reveal: one structured line per reveal.
    audit: ({ event, ...fields }) => logger('admin-audit').info(String(event), { event, ...fields }),
    newId: randomUUID,
    newReference: newPayoutReference,
    hashLinkCode: linkCodeHash,
    get holdMinutes() {
      return payoutHoldMinutes();
    },
  };
  return ports;
}
