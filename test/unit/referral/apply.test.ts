import { describe, expect, it } from 'vitest';
import { isDashboardToken, isReferralLinkId } from '../../../functions/domain/ids.ts';
import { AppError } from '../../../functions/domain/app-error.ts';
import { referralApplyRequestSchema } from '../../../functions/domain/contracts/referrals.ts';
import { parseWith } from '../../../functions/handlers/lib/http.ts';
import { applyForReferral } from '../../../functions/services/referral/apply.ts';
import { DUPLICATE_EMAIL_MESSAGE } from '../../../functions/services/referral/refusals.ts';
import { emailFingerprint } from '../../../functions/services/shared/rate-limits.ts';
import { applied, testPorts, validApplication } from './fakes.ts';

describe('applyForReferral', () => {
  it('stores a trimmed applicant from the website with its generated ids', async () => {
    // Prepare
    const ports = testPorts();

    // Act
    const result = await applyForReferral(
      ports,
      applied({
        ...validApplication,
        full_name: '  Ngozi Eze  ',
        email: '  Ngozi@Example.COM ',
        how_will_refer: '  WhatsApp groups ',
      }),
    );

    // Assess
    const stored = ports.store.applicants.get(result.applicant.id);
    expect(stored).toMatchObject({
      full_name: 'Ngozi Eze',
      email: 'ngozi@example.com',
      how_will_refer: 'WhatsApp groups',
      sectors: ['fintech', 'ecommerce'],
      source: 'website',
      consent: true,
      referral_link_id: result.applicant.referral_link_id,
      dashboard_token: result.applicant.dashboard_token,
    });
    expect(result.emailSent).toBe(true);
  });

  it('stores blank or missing optional fields as null', async () => {
    const ports = testPorts();

    const result = await applyForReferral(
      ports,
      applied({
        full_name: 'Ngozi Eze',
        email: 'ngozi@example.com',
        whatsapp: '   ',
        how_will_refer: '',
        consent: true,
      }),
    );

    expect(ports.store.applicants.get(result.applicant.id)).toMatchObject({
      whatsapp: null,
      how_will_refer: null,
      notes: null,
      sectors: [],
    });
  });

  it('uses the real CSPRNG id formats when given the domain generators', async () => {
    const ports = testPorts();
    const { newDashboardToken, newReferralLinkId } = await import('../../../functions/domain/ids.ts');
    const result = await applyForReferral(
      { ...ports, ids: { ...ports.ids, newDashboardToken, newReferralLinkId } },
      applied(),
    );

    expect(isDashboardToken(result.applicant.dashboard_token)).toBe(true);
    expect(isReferralLinkId(result.applicant.referral_link_id)).toBe(true);
  });

  it.each([
    ['a blank name', { full_name: '   ' }, 'full_name: Please provide your name and email'],
    ['a blank email', { email: '  ' }, 'email: Please provide your name and email'],
    ['no consent', { consent: false }, 'consent: You must agree to be contacted and accept the terms'],
    ['an invalid email', { email: 'not an email' }, 'email: Please enter a valid email address'],
  ])('refuses %s at the edge with a validation error naming the field', (_case, change, message) => {
    // The handler parses the body with the contract before the use case runs (validated once).
    const attempt = () => parseWith(referralApplyRequestSchema, { ...validApplication, ...change });

    expect(attempt).toThrow(expect.objectContaining({ code: 'validation', message }));
    let refusal: unknown;
    try {
      attempt();
    } catch (error: unknown) {
      refusal = error;
    }
    expect(refusal).toStrictEqual(AppError.validation(message));
  });

  it('refuses a second application with the same e-mail in another case, with the exact message', async () => {
    const ports = testPorts();
    await applyForReferral(ports, applied());

    const attempt = applyForReferral(ports, applied({ ...validApplication, email: 'NGOZI@example.com' }));

    await expect(attempt).rejects.toMatchObject({
      code: 'conflict',
      message: DUPLICATE_EMAIL_MESSAGE,
    });
    expect(ports.store.applicants.size).toBe(1);
    expect(ports.sent).toHaveLength(1);
  });

  it('e-mails the dashboard link and the referral link', async () => {
    const ports = testPorts();

    const result = await applyForReferral(ports, applied());

    const [mail] = ports.sent;
    const dashboardLink = `https://quarter.example/referral-dashboard?token=${result.applicant.dashboard_token}`;
    expect(mail?.to).toBe('ngozi@example.com');
    expect(mail?.text).toContain(dashboardLink);
    expect(mail?.html).toContain(dashboardLink);
    expect(mail?.text).toContain(`https://quarter.example/?ref=${result.applicant.id}`);
  });

  it('keeps the application when the e-mail fails, and logs it without the address', async () => {
    const ports = testPorts({ failMail: true });

    const result = await applyForReferral(ports, applied());

    expect(result.emailSent).toBe(false);
    expect(ports.store.applicants.has(result.applicant.id)).toBe(true);
    const warning = ports.logLines.find((line) => line.level === 'warn');
    expect(warning).toMatchObject({
      message: 'referral dashboard email failed',
      fields: { applicantId: result.applicant.id, emailHash: emailFingerprint('ngozi@example.com') },
    });
    expect(JSON.stringify(ports.logLines)).not.toContain('ngozi@example.com');
  });
});
