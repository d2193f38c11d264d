import { describe, expect, it } from 'vitest';
import { settleProduct } from '../../setup/quiet.ts';
import { baseUrl, freshNumber, founderSends, sentTo, sessionOf } from '../whatsapp/support.ts';

/**
 * GET /_local/idle (functions/local/quiet.ts, issue #28) through the running product: when it says
 * idle, everything a founder's WhatsApp message set going has happened, without waiting further:
 * the queue delivered it, the worker answered, and the stand-in's status reports (sent, delivered,
 * read, each on its own timer) reached the stored conversation. Runs alone (test/setup/integration-alone.ts):
 * another file's work would keep the product busy. The status reports come within 450 ms, inside the
 * stream poller's 500 ms between passes, so this walk alone does not tell a missing hold on them; the
 * rules of each hold are test/unit/local/quiet.test.ts's.
 */
describe('the local product is idle', () => {
  it('only once the reply is sent and its read receipt stored', async () => {
    const waId = freshNumber();
    await founderSends({ wa_id: waId, text: 'How much for a banking app?' });

    const settled = await settleProduct(baseUrl, 20_000);

    expect(settled, 'GET /_local/idle said idle before 20 s').toMatchObject({ idle: true });
    expect(await sentTo(waId)).toHaveLength(1);
    const stored = await sessionOf(waId);
    expect(stored?.conversation_data.map((line) => line.delivery_status ?? null)).toEqual([null, 'read']);
  });

  it('answers what is in hand while it is not idle', async () => {
    const waId = freshNumber();
    await founderSends({ wa_id: waId, text: 'Hello' });

    const state = (await (await fetch(`${baseUrl}/_local/idle`)).json()) as {
      idle: boolean;
      inHand: Record<string, number>;
    };

    // The webhook answered after it queued the message: the delivery is in hand until the worker ran.
    expect(state.idle).toBe(false);
    expect(Object.keys(state.inHand).join(', ')).toMatch(/WhatsApp queue delivery|handler whatsapp-worker/);
    await settleProduct(baseUrl, 20_000);
  });
});
