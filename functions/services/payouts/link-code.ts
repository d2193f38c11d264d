import { randomString } from '../../domain/ids.ts';
import { DASHBOARD_LINK_CODE_MINUTES } from '../../domain/payouts.ts';
import type { PayoutPorts, PayoutStore } from './ports.ts';

/** What issuing a link code needs: where its hash is kept, and how it is hashed. */
export interface LinkCodePorts {
  readonly store: Pick<PayoutStore, 'saveLinkCode'>;
  readonly hashLinkCode: PayoutPorts['hashLinkCode'];
}

/**
 * Issues the link code of a dashboard-link e-mail: only its hash is stored, and for an hour it
 * can save that partner's payout account (the referral service asks for one before each mail).
 */
export async function issueDashboardLinkCode(
  ports: LinkCodePorts,
  referrerId: string,
  now = Date.now(),
): Promise<string> {
  const code = randomString(32);
  const expiresAt = new Date(now + DASHBOARD_LINK_CODE_MINUTES * 60_000).toISOString();
  await ports.store.saveLinkCode(referrerId, ports.hashLinkCode(code), expiresAt);
  return code;
}
