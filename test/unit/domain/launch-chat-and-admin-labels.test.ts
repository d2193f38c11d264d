import { describe, expect, it } from 'vitest';
import {
  chatContentBytes,
  chatLimitViolation,
  resumeTokenPreview,
  untitledSessionLabel,
} from '../../../functions/domain/chat-session.ts';
import { CHAT_LIMITS } from '../../../functions/domain/chat-limits.ts';
import { aiBackoffMs } from '../../../functions/domain/q-calls.ts';
import { LAUNCH_STEPS, onboardingStageBadge } from '../../../functions/domain/launch-chat-steps.ts';
import { commissionFor, isAttributionFresh, referralLinkFor } from '../../../functions/domain/referral.ts';
import {
  FEATURE_UPDATE_KEYS,
  LOCAL_STORAGE_KEYS,
  ONBOARDING_DRAFT_KEYS,
  SESSION_STORAGE_KEYS,
} from '../../../functions/domain/storage-keys.ts';

describe('launch steps and stage badges', () => {
  it('walks the launch chat steps in order', () => {
    expect([...LAUNCH_STEPS]).toEqual([
      'idea',
      'sector',
      'knowledge',
      'questions',
      'solution',
      'cta',
      'closing',
    ]);
  });

  it.each([
    ['completed', 'default'],
    ['meeting_booked', 'default'],
    ['in_progress', 'secondary'],
    ['abandoned', 'destructive'],
    ['sector', 'outline'],
  ] as const)('shows stage %s as a %s badge', (stage, variant) => {
    expect(onboardingStageBadge(stage)).toEqual({ variant, label: stage });
  });

  it("labels an empty stage 'Not started'", () => {
    expect(onboardingStageBadge('').label).toBe('Not started');
    expect(onboardingStageBadge(null).label).toBe('Not started');
  });

  it('backs off 1000 ms times the attempt number', () => {
    expect([aiBackoffMs(1), aiBackoffMs(2)]).toEqual([1_000, 2_000]);
  });
});

describe('admin labels', () => {
  it('labels untitled sessions by the last 8 characters and cards by the first 8 of the token', () => {
    expect(untitledSessionLabel('chat-1755000000000-abcdefghi')).toBe('bcdefghi');
    expect(resumeTokenPreview('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b');
  });
});

describe('chat caps', () => {
  const message = (content: string) => ({ content });

  it('measures content in UTF-8 bytes', () => {
    expect(chatContentBytes([message('abc'), message('₦')])).toBe(6);
  });

  it('accepts a history within every cap', () => {
    expect(
      chatLimitViolation([message('Hello'), message('Hi! What business would you like to start?')]),
    ).toBeNull();
  });

  it('names the cap a history breaks', () => {
    const tooMany = Array.from({ length: CHAT_LIMITS.maxMessages + 1 }, () => message('hi'));
    expect(chatLimitViolation(tooMany)).toMatch(/more than 50 messages/);
    expect(chatLimitViolation([message('x'.repeat(CHAT_LIMITS.maxMessageChars + 1))])).toMatch(/longer than/);
    const bulky = Array.from({ length: 13 }, () => message('x'.repeat(CHAT_LIMITS.maxMessageChars)));
    expect(chatLimitViolation(bulky)).toMatch(/larger than 48 KB/);
  });
});

describe('referral helpers', () => {
  it('builds the referral link from the site root with ?ref=', () => {
    expect(referralLinkFor('https://quarter.example', 'app_123')).toBe(
      'https://quarter.example/?ref=app_123',
    );
    expect(referralLinkFor('http://localhost:3000/some/page', 'a b')).toBe('http://localhost:3000/?ref=a+b');
  });

  it('pays 10% of the setup fee', () => {
    expect(commissionFor(5_000_000)).toBe(500_000);
  });

  it('counts a referral visit for 60 days', () => {
    const day = 24 * 60 * 60 * 1_000;
    const capturedAt = 1_000 * day;
    expect(isAttributionFresh({ referrerId: 'app_1', capturedAt }, capturedAt + 60 * day)).toBe(true);
    expect(isAttributionFresh({ referrerId: 'app_1', capturedAt }, capturedAt + 60 * day + 1)).toBe(false);
    expect(isAttributionFresh({ referrerId: 'app_1', capturedAt }, capturedAt - 1)).toBe(false);
  });
});

describe('storage keys', () => {
  it("keeps the spec's key names and versions the product's own", () => {
    expect(LOCAL_STORAGE_KEYS.chatContext).toBe('chat_context');
    expect(LOCAL_STORAGE_KEYS.processedPaymentReference).toBe('processedPaymentReference');
    expect(SESSION_STORAGE_KEYS.onboardingErrors).toBe('onboardingErrors');
    expect(LOCAL_STORAGE_KEYS.chatSession).toMatch(/\.v1$/);
    expect(LOCAL_STORAGE_KEYS.chatStats).toMatch(/\.v1$/);
    expect(LOCAL_STORAGE_KEYS.launchResumeToken).toMatch(/\.v1$/);
  });

  it('uses each key once', () => {
    const all = [...Object.values(LOCAL_STORAGE_KEYS), ...Object.values(SESSION_STORAGE_KEYS)];
    expect(new Set(all).size).toBe(all.length);
    expect(ONBOARDING_DRAFT_KEYS).not.toContain(LOCAL_STORAGE_KEYS.processedPaymentReference);
    expect(FEATURE_UPDATE_KEYS).toEqual(['selectedNewFeatures', 'applicationId']);
  });
});
