import { describe, expect, it } from 'vitest';
import { synthesise } from './synth.ts';

/**
 * CloudFormation refuses a stack of more than 500 resources (AWS's documented quota); CDK refuses to
 * synthesise one. WhatsApp (#30) and payouts (#29) took the prod stack to 505 before each function got
 * one API invoke permission instead of one per route. Kept under 450 so the next feature has room.
 */
const ROOM_FOR_GROWTH = 450;

const configured = {
  sesIdentity: 'quarter.example',
  mailFrom: 'Quarter <hello@quarter.example>',
  whatsappPhoneNumberId: '106540352242922',
  alarmEmail: 'ops@quarter.example',
};

describe('the stack with every feature configured', () => {
  for (const stage of ['dev', 'prod'] as const) {
    it(`${stage}: stays well inside CloudFormation's 500 resources`, () => {
      const { template } = synthesise({ stage, context: configured });
      const count = Object.keys(template.toJSON().Resources as Record<string, unknown>).length;
      expect(count).toBeGreaterThan(100);
      expect(count).toBeLessThanOrEqual(ROOM_FOR_GROWTH);
    });
  }
});
