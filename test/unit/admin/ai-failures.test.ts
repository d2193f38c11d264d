import { describe, expect, it } from 'vitest';
import { createMockOnboarding } from '../../fixtures/records.ts';
import {
  AI_FAILURE_SUMMARY_MAX_CHARS,
  AI_FAILURES_SHOWN,
  summarizeAiFailureError,
} from '../../../functions/domain/ai-failure-summary.ts';
import type { OnboardingRecord } from '../../../functions/domain/contracts/admin.ts';
import { listOnboarding, summarizeAiFailures } from '../../../functions/services/admin/onboarding.ts';
import type { StoredAiFailureReport } from '../../../functions/services/admin/ports.ts';
import { FakeAdminStore, portsWith } from './fake-store.ts';

const onboarding = (resumeToken: string): OnboardingRecord =>
  createMockOnboarding({
    resume_token: resumeToken,
    business_name: 'Small chops kitchen',
    business_type: 'Restaurants',
    stage_completed: 'idea',
    last_step: 'sector',
  });

const report = (minute: number, overrides: Partial<StoredAiFailureReport> = {}) => ({
  created_at: `2026-01-05T09:${String(minute).padStart(2, '0')}:00.000Z`,
  last_step: 'sector',
  sector: 'Restaurants',
  attempts: 2,
  last_error: '502: Q is unavailable right now.',
  // What the table also holds; the admin answer must never carry it.
  prompt: '[[q-launch:overview sector=restaurants]] my secret idea',
  ...overrides,
});

describe('summarizeAiFailureError', () => {
  it('keeps an ordinary error message as it is', () => {
    expect(summarizeAiFailureError('502: Q is unavailable right now.')).toBe(
      '502: Q is unavailable right now.',
    );
  });

  it('drops stack frames and keeps the message line', () => {
    const stack = [
      'TypeError: Failed to fetch',
      '    at callOnce (https://example.com/assets/index-abc.js:1:200)',
      '    at async askQ (https://example.com/assets/index-abc.js:1:900)',
    ].join('\n');
    expect(summarizeAiFailureError(stack)).toBe('TypeError: Failed to fetch');
    expect(summarizeAiFailureError(`\n    at x (a.js:1:2)\ncallOnce@https://e.com/a.js:1:2`)).toBe(
      'No error message',
    );
  });

  it('blanks what looks like a credential', () => {
    const summary = summarizeAiFailureError(
      'Invalid JWT Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl token=abc123 key sk_live_0123 AKIAABCDEFGHIJKLMNOP',
    );
    expect(summary).not.toMatch(/eyJ|abc123|sk_live|AKIA/);
    expect(summary).toContain('Invalid JWT');
    expect(summary).toContain('token=[redacted]');
  });

  it('clips long text to one short line', () => {
    const summary = summarizeAiFailureError(`Q failed ${'very '.repeat(100)}badly\tand\u0007oddly`);
    expect(summary.length).toBeLessThanOrEqual(AI_FAILURE_SUMMARY_MAX_CHARS);
    expect(summary.endsWith('…')).toBe(true);
    expect(summarizeAiFailureError('a\tb\u0007c')).toBe('a b c');
  });

  it('leaves markup as text for the page to escape (React renders it inert)', () => {
    expect(summarizeAiFailureError('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('summarizeAiFailures', () => {
  it('counts every report and lists the newest few, newest first, without the prompt', () => {
    const reports = Array.from({ length: AI_FAILURES_SHOWN + 2 }, (_, minute) => report(minute));

    const summary = summarizeAiFailures(reports);

    expect(summary.count).toBe(AI_FAILURES_SHOWN + 2);
    expect(summary.reports).toHaveLength(AI_FAILURES_SHOWN);
    expect(summary.reports[0]?.created_at).toBe(report(AI_FAILURES_SHOWN + 1).created_at);
    expect(summary.reports[0]).toEqual({
      created_at: report(AI_FAILURES_SHOWN + 1).created_at,
      last_step: 'sector',
      sector: 'Restaurants',
      attempts: 2,
      error_summary: '502: Q is unavailable right now.',
    });
    expect(JSON.stringify(summary)).not.toContain('secret idea');
  });

  it('answers a zero count for a chat without failures', () => {
    expect(summarizeAiFailures([])).toEqual({ count: 0, reports: [] });
  });
});

describe('admin onboarding list with AI failures', () => {
  it('adds each record its own failure summary', async () => {
    const store = new FakeAdminStore();
    store.onboarding = [onboarding('token-failed'), onboarding('token-fine')];
    store.aiFailureReports.set('token-failed', [
      report(1, { last_error: 'TypeError: boom\n    at f (a.js:1:1)' }),
      report(2),
    ]);

    const answer = await listOnboarding(portsWith(store), { q: undefined, cursor: undefined, limit: 25 });

    expect(answer.items.map((item) => [item.resume_token, item.ai_failures.count])).toEqual([
      ['token-failed', 2],
      ['token-fine', 0],
    ]);
    expect(answer.items[0]?.ai_failures.reports.map((r) => r.error_summary)).toEqual([
      '502: Q is unavailable right now.',
      'TypeError: boom',
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/prompt|last_error|a\.js/);
  });
});
