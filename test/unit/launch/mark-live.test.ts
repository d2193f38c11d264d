import { describe, expect, it } from 'vitest';
import { isAppError } from '../../../functions/domain/app-error.ts';
import { markLiveAnswerSchema } from '../../../functions/domain/contracts/mark-live.ts';
import { isLaunchPaid, type PaidPayment } from '../../../functions/services/launch/paid.ts';
import { markLaunchLive } from '../../../functions/services/launch/mark-live.ts';
import type { LaunchPorts, ReferralCompletion } from '../../../functions/services/launch/ports.ts';
import { NOT_PAID_MESSAGE } from '../../../functions/services/launch/refusals.ts';

const TOKEN = '6f1c2a9e-8b3d-4c5e-9f7a-0b1c2d3e4f50';
const NOW = Date.parse('2026-11-26T10:00:00.000Z');

/** The launch's ports over plain memory: its paid payment, its live stamps, the completions asked. */
function launch(payment: PaidPayment | undefined, completion: ReferralCompletion) {
  const stamps: { resumeToken: string; at: string }[] = [];
  const completions: { resumeToken: string; setupFeeNaira: number }[] = [];
  const ports: LaunchPorts = {
    paidPaymentOf: async (resumeToken) => (resumeToken === TOKEN ? payment : undefined),
    stampLive: async (resumeToken, at) => {
      stamps.push({ resumeToken, at });
    },
    completeReferral: async (resumeToken, paid) => {
      completions.push({ resumeToken, setupFeeNaira: paid.setupFeeNaira });
      return completion;
    },
    log: { info: () => undefined },
    now: () => NOW,
  };
  return { ports, stamps, completions };
}

describe('markLaunchLive', () => {
  it('refuses an unpaid launch with the dashboard sentence, stamping and completing nothing', async () => {
    const { ports, stamps, completions } = launch(undefined, { outcome: 'not_referred' });
    const refusal = await markLaunchLive(ports, TOKEN).catch((error: unknown) => error);
    expect(isAppError(refusal)).toBe(true);
    expect(refusal).toMatchObject({ status: 409, code: 'conflict', message: NOT_PAID_MESSAGE });
    expect(stamps).toEqual([]);
    expect(completions).toEqual([]);
  });

  it('stamps a paid launch live and completes its referral on the setup fee that was paid', async () => {
    const { ports, stamps, completions } = launch(
      { setup_fee_kobo: 1_500_000_00, plan: 'banking-platform' },
      { outcome: 'completed', activity: { commission_earned: 150_000 } },
    );
    const answer = await markLaunchLive(ports, TOKEN);
    expect(markLiveAnswerSchema.parse(answer)).toEqual({ outcome: 'completed', commission_earned: 150_000 });
    expect(stamps).toEqual([{ resumeToken: TOKEN, at: '2026-11-26T10:00:00.000Z' }]);
    expect(completions).toEqual([{ resumeToken: TOKEN, setupFeeNaira: 1_500_000 }]);
  });

  it('answers no commission for a launch nobody referred, still stamping it live', async () => {
    const { ports, stamps } = launch({ setup_fee_kobo: 1_000_00, plan: 'x' }, { outcome: 'not_referred' });
    expect(await markLaunchLive(ports, TOKEN)).toEqual({ outcome: 'not_referred', commission_earned: null });
    expect(stamps).toHaveLength(1);
  });
});

describe('isLaunchPaid', () => {
  it('is whether the launch has a paid payment of its setup fee', async () => {
    const paidPaymentOf = async (resumeToken: string): Promise<PaidPayment | undefined> =>
      resumeToken === TOKEN ? { setup_fee_kobo: null, plan: 'retired-plan' } : undefined;
    expect(await isLaunchPaid(paidPaymentOf, TOKEN)).toBe(true);
    expect(await isLaunchPaid(paidPaymentOf, 'another-token')).toBe(false);
  });
});
