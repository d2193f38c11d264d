import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  handshakeChallenge,
  isWhatsappSignatureValid,
  whatsappSignature,
} from '../../../functions/services/whatsapp/signature.ts';

/** Issue #30: Meta's X-Hub-Signature-256 and the subscription handshake. */
const secret = 'app-secret-for-tests';
const body = '{"object":"whatsapp_business_account","entry":[]}';
const metaSigned = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('X-Hub-Signature-256', () => {
  it('is sha256= and the hex HMAC-SHA256 of the raw body with the app secret', () => {
    expect(whatsappSignature(body, secret)).toBe(metaSigned);
    expect(isWhatsappSignatureValid(body, metaSigned, secret)).toBe(true);
    expect(isWhatsappSignatureValid(Buffer.from(body), metaSigned, secret)).toBe(true);
  });

  it('refuses a missing, foreign, truncated, re-cased or differently prefixed signature, and a changed body', () => {
    expect(isWhatsappSignatureValid(body, undefined, secret)).toBe(false);
    expect(isWhatsappSignatureValid(body, '', secret)).toBe(false);
    expect(isWhatsappSignatureValid(body, whatsappSignature(body, 'another-secret'), secret)).toBe(false);
    expect(isWhatsappSignatureValid(body, metaSigned.slice(0, -2), secret)).toBe(false);
    expect(isWhatsappSignatureValid(body, metaSigned.replace('sha256=', 'sha1='), secret)).toBe(false);
    expect(isWhatsappSignatureValid(body, metaSigned.slice('sha256='.length), secret)).toBe(false);
    expect(isWhatsappSignatureValid(`${body}\n`, metaSigned, secret)).toBe(false);
    // Re-serialised JSON is not the bytes Meta signed.
    expect(isWhatsappSignatureValid(JSON.stringify(JSON.parse(body), null, 1), metaSigned, secret)).toBe(
      false,
    );
  });

  it('refuses everything when no app secret is configured', () => {
    expect(isWhatsappSignatureValid(body, whatsappSignature(body, ''), '')).toBe(false);
  });
});

describe('the subscription handshake', () => {
  const token = 'verify-me';
  it('answers the challenge for subscribe with the verify token', () => {
    expect(
      handshakeChallenge(
        { 'hub.mode': 'subscribe', 'hub.verify_token': token, 'hub.challenge': '42' },
        token,
      ),
    ).toBe('42');
  });

  it('answers nothing for another mode, another token, or no token', () => {
    expect(
      handshakeChallenge(
        { 'hub.mode': 'unsubscribe', 'hub.verify_token': token, 'hub.challenge': '1' },
        token,
      ),
    ).toBeNull();
    expect(
      handshakeChallenge(
        { 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-m', 'hub.challenge': '1' },
        token,
      ),
    ).toBeNull();
    expect(handshakeChallenge({ 'hub.mode': 'subscribe', 'hub.challenge': '1' }, token)).toBeNull();
    expect(
      handshakeChallenge({ 'hub.mode': 'subscribe', 'hub.verify_token': '', 'hub.challenge': '1' }, ''),
    ).toBeNull();
  });
});
