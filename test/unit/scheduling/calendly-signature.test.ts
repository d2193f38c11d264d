import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  calendlySignatureHeader,
  checkCalendlySignature,
  SIGNATURE_TOLERANCE_SECONDS,
} from '../../../functions/adapters/calendly/signature.ts';

const KEY = 'whsec-calendly-test-key';
const BODY = Buffer.from('{"event":"invitee.created","payload":{"uri":"https://api.calendly.com/i/1"}}');
const SIGNED_AT = 1_767_600_000;
const at = (seconds: number) => seconds * 1000;

describe('Calendly-Webhook-Signature', () => {
  it('accepts t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> made with the signing key', () => {
    // Prepare: computed here independently of the product's helper.
    const v1 = createHmac('sha256', KEY)
      .update(`${SIGNED_AT}.${BODY.toString('utf8')}`)
      .digest('hex');

    // Act
    const check = checkCalendlySignature(KEY, BODY, `t=${SIGNED_AT},v1=${v1}`, at(SIGNED_AT + 5));

    // Assess
    expect(check).toEqual({ valid: true, timestamp: SIGNED_AT, signature: v1 });
    expect(calendlySignatureHeader(KEY, SIGNED_AT, BODY)).toBe(`t=${SIGNED_AT},v1=${v1}`);
  });

  it('refuses a signature made with another key, over another body or with another timestamp', () => {
    const header = calendlySignatureHeader(KEY, SIGNED_AT, BODY);
    const now = at(SIGNED_AT);

    expect(
      checkCalendlySignature(KEY, BODY, calendlySignatureHeader('other-key', SIGNED_AT, BODY), now),
    ).toEqual({
      valid: false,
      reason: 'forged',
    });
    expect(checkCalendlySignature(KEY, Buffer.from(`${BODY.toString()} `), header, now)).toMatchObject({
      reason: 'forged',
    });
    const movedTimestamp = header.replace(`t=${SIGNED_AT}`, `t=${SIGNED_AT + 1}`);
    expect(checkCalendlySignature(KEY, BODY, movedTimestamp, now)).toMatchObject({ reason: 'forged' });
  });

  it('refuses a correct signature older or newer than the tolerance (three minutes)', () => {
    const header = calendlySignatureHeader(KEY, SIGNED_AT, BODY);

    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(180);
    expect(checkCalendlySignature(KEY, BODY, header, at(SIGNED_AT + 180)).valid).toBe(true);
    expect(checkCalendlySignature(KEY, BODY, header, at(SIGNED_AT + 181))).toEqual({
      valid: false,
      reason: 'stale',
    });
    expect(checkCalendlySignature(KEY, BODY, header, at(SIGNED_AT - 181))).toMatchObject({ reason: 'stale' });
  });

  it('refuses a missing or malformed header without computing anything from it', () => {
    const now = at(SIGNED_AT);
    const v1 = 'a'.repeat(64);

    expect(checkCalendlySignature(KEY, BODY, undefined, now)).toEqual({ valid: false, reason: 'missing' });
    for (const header of [
      '',
      `v1=${v1}`,
      `t=${SIGNED_AT}`,
      `t=soon,v1=${v1}`,
      `t=${SIGNED_AT},v1=${v1}00`,
      `t=${SIGNED_AT},v1=zz`,
    ])
      expect(checkCalendlySignature(KEY, BODY, header, now).valid, header).toBe(false);
  });
});
