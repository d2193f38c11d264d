import { describe, expect, it } from 'vitest';
import {
  isChatSessionId,
  isDashboardToken,
  isLaunchSessionId,
  isReferralLinkId,
  isResumeToken,
  launchChatSessionHeader,
  newChatSessionId,
  newDashboardToken,
  newLaunchSessionId,
  newReferralLinkId,
  newResumeToken,
  randomString,
} from '../../../functions/domain/ids.ts';
import { sessionIdSchema } from '../../../functions/domain/contracts/ids.ts';

const many = (make: () => string, count = 1_000): string[] => Array.from({ length: count }, make);

describe('id formats', () => {
  it("makes referral link ids of 'ref_' and 9 alphanumerics", () => {
    for (const id of many(newReferralLinkId, 200)) expect(id).toMatch(/^ref_[A-Za-z0-9]{9}$/);
    expect(isReferralLinkId(newReferralLinkId())).toBe(true);
    expect(isReferralLinkId('ref_12345678')).toBe(false);
    expect(isReferralLinkId('ref_12345678!')).toBe(false);
  });

  it("makes dashboard tokens of 'dash_' and 16 alphanumerics", () => {
    for (const token of many(newDashboardToken, 200)) expect(token).toMatch(/^dash_[A-Za-z0-9]{16}$/);
    expect(isDashboardToken(newDashboardToken())).toBe(true);
    expect(isDashboardToken('dash_short')).toBe(false);
    expect(isDashboardToken(`${newDashboardToken()}x`)).toBe(false);
    expect(isDashboardToken(undefined)).toBe(false);
  });

  it('makes version 4 UUID resume tokens', () => {
    for (const token of many(newResumeToken, 200)) {
      expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(isResumeToken(token)).toBe(true);
    }
    expect(isResumeToken('not-a-uuid')).toBe(false);
  });

  it('makes launch session ids launch-{timestamp}-{random}', () => {
    const id = newLaunchSessionId(1_755_000_000_000);
    expect(id).toMatch(/^launch-1755000000000-[a-z0-9]{9}$/);
    expect(isLaunchSessionId(id)).toBe(true);
    expect(isLaunchSessionId('launch-abc-123')).toBe(false);
  });

  it('makes chat session ids from the time plus random characters', () => {
    const id = newChatSessionId(1_755_000_000_000);
    expect(id).toMatch(/^chat-1755000000000-[a-z0-9]{9}$/);
    expect(isChatSessionId(id)).toBe(true);
    expect(isChatSessionId(newLaunchSessionId())).toBe(false);
  });

  it('accepts every generated session id, and the launch header, as a session id', () => {
    for (const id of [newChatSessionId(), newLaunchSessionId(), launchChatSessionHeader(newResumeToken())]) {
      expect(sessionIdSchema.safeParse(id).success).toBe(true);
    }
    expect(launchChatSessionHeader('abc')).toBe('launch_abc');
    expect(sessionIdSchema.safeParse('bad id with spaces').success).toBe(false);
    expect(sessionIdSchema.safeParse('x'.repeat(101)).success).toBe(false);
  });
});

describe('id randomness', () => {
  it.each([
    ['referral link ids', newReferralLinkId],
    ['dashboard tokens', newDashboardToken],
    ['resume tokens', newResumeToken],
    ['launch session ids', () => newLaunchSessionId(0)],
    ['chat session ids', () => newChatSessionId(0)],
  ])('never repeats %s over 1,000 draws', (_name, make) => {
    const ids = many(make);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws every character of the alphabet equally often (rejection sampling, no modulo bias)', () => {
    // With 200 characters, a plain byte % 200 would make the first 56 twice as likely as the rest.
    const alphabet = Array.from({ length: 200 }, (_, i) => String.fromCharCode(0x100 + i)).join('');
    const favoured = new Set(alphabet.slice(0, 56));
    const drawn = randomString(40_000, alphabet);
    const share = [...drawn].filter((char) => favoured.has(char)).length / drawn.length;
    // fair share 56/200 = 0.28 (standard deviation ~0.0022); biased share would be 112/256 ~ 0.44
    expect(share).toBeGreaterThan(0.26);
    expect(share).toBeLessThan(0.3);
  });

  it('draws from all 62 alphanumerics for tokens', () => {
    const seen = new Set(many(newDashboardToken, 300).flatMap((token) => [...token.slice(5)]));
    expect(seen.size).toBe(62);
  });
});
