import { describe, expect, it } from 'vitest';
import { launchOnboardingRequestSchema } from '../../../functions/domain/contracts/launch-chat-onboarding.ts';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import { firstIssue } from './contracts-helpers.ts';

const resumeToken = newResumeToken();
const autosave = {
  stage: 'autosave',
  resume_token: resumeToken,
  last_step: 'sector',
  data: {
    business_type: 'FinTech',
    stage_completed: 'sector',
    business_name: 'Ada Pay',
    needs_help_with: [],
  },
};

describe('launch-chat-onboarding request', () => {
  it('accepts an autosave and leaves attribution empty', () => {
    const parsed = launchOnboardingRequestSchema.parse(autosave);
    expect(parsed).toMatchObject({ stage: 'autosave', resume_token: resumeToken, email: null });
    expect(parsed.referrer_id).toBeUndefined();
  });

  it('accepts a finalize with the answered questions, a referrer and an email', () => {
    const parsed = launchOnboardingRequestSchema.parse({
      ...autosave,
      stage: 'finalize',
      last_step: 'closing',
      data: {
        ...autosave.data,
        stage_completed: 'meeting_booked',
        needs_help_with: ['Which city do you want to launch in first?'],
      },
      referrer_id: 'app_123',
      email: ' Founder@Example.com',
    });
    expect(parsed.data.needs_help_with).toHaveLength(1);
    expect(parsed.email).toBe('founder@example.com');
  });

  it('lower-cases the resume token so one token has one key', () => {
    expect(
      launchOnboardingRequestSchema.parse({ ...autosave, resume_token: resumeToken.toUpperCase() })
        .resume_token,
    ).toBe(resumeToken);
  });

  it('needs error details for failure tracking, with the prompt at most 200 characters', () => {
    const failure = { ...autosave, stage: 'ai_failure_tracking' };
    expect(firstIssue(launchOnboardingRequestSchema, failure)?.field).toBe('error_details');
    const details = { prompt: 'p'.repeat(200), sector: 'FinTech', attempts: 2, lastError: 'timeout' };
    expect(launchOnboardingRequestSchema.safeParse({ ...failure, error_details: details }).success).toBe(
      true,
    );
    expect(
      firstIssue(launchOnboardingRequestSchema, {
        ...failure,
        error_details: { ...details, prompt: 'p'.repeat(201) },
      })?.field,
    ).toBe('error_details.prompt');
  });

  it('rejects unknown stages and steps and a non-UUID token, by field', () => {
    expect(firstIssue(launchOnboardingRequestSchema, { ...autosave, stage: 'delete' })?.field).toBe('stage');
    expect(firstIssue(launchOnboardingRequestSchema, { ...autosave, last_step: 'payment' })?.field).toBe(
      'last_step',
    );
    expect(firstIssue(launchOnboardingRequestSchema, { ...autosave, resume_token: 'abc' })?.field).toBe(
      'resume_token',
    );
    expect(
      firstIssue(launchOnboardingRequestSchema, {
        ...autosave,
        data: { ...autosave.data, stage_completed: 'x' },
      })?.field,
    ).toBe('data.stage_completed');
    expect(firstIssue(launchOnboardingRequestSchema, { ...autosave, referrer_id: '../etc' })?.field).toBe(
      'referrer_id',
    );
  });

  it('rejects oversize business names', () => {
    expect(
      firstIssue(launchOnboardingRequestSchema, {
        ...autosave,
        data: { ...autosave.data, business_name: 'x'.repeat(1_000) },
      }),
    ).toEqual({ field: 'data.business_name', message: 'must be at most 200 characters' });
  });
});
