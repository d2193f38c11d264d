import { beforeAll, describe, expect, it } from 'vitest';
import { getLaunchRequest } from '../../../functions/adapters/db/launch-requests.ts';
import { fillLaunchRequest } from '../admin/filled-launch-request.ts';
import { api, pointAtProduct } from './support.ts';

/**
 * The same kind of race as the prospect's owner (issue #25): the founder submits the launch request
 * in one tab while another tab still saves a step. "Already submitted" is decided inside the
 * versioned write, so a step that read the request before the submit landed is refused (409)
 * instead of taking the request back to an earlier step. Through the running product.
 */
const ROUNDS = 4;

beforeAll(() => {
  pointAtProduct();
});

describe('a step saved while the launch request is submitted', () => {
  it(`never un-submits it, in ${ROUNDS} rounds`, async () => {
    const outcomes = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const request = await fillLaunchRequest(`Race Wallet ${round}`, {
        bvn: '22123456789',
        bank: { bank_name: 'Zenith Bank', account_number: '0123456789' },
        idDocument: { bytes: new Uint8Array([37, 80, 68, 70, 45, 49]), contentType: 'application/pdf' },
      });
      const path = `/api/launch-requests/${request.token}`;
      const put = (body: Record<string, unknown>) =>
        api(path, { token: request.customer.idToken, method: 'PUT', body });
      const business = {
        step: 'business',
        name: 'Ngozi Eze',
        business_name: `Race Wallet ${round}`,
        business_type: 'fintech',
        phone: '+2348031234567',
      };
      expect((await put(business)).status).toBe(200);

      const [submitted, ...steps] = await Promise.all([
        put({ step: 'submitted' }),
        put(business),
        put(business),
        put(business),
      ]);

      expect(submitted.status, submitted.text).toBe(200);
      for (const step of steps) expect([200, 409], step.text).toContain(step.status);
      outcomes.push({ round, last_step: (await getLaunchRequest(request.token))?.last_step });
    }

    expect(outcomes.filter((outcome) => outcome.last_step !== 'submitted')).toEqual([]);
  });
});
