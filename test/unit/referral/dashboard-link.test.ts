import { describe, expect, it } from 'vitest';
import { applyForReferral } from '../../../functions/services/referral/apply.ts';
import {
  MAGIC_LINK_FAILED_MESSAGE,
  NO_ACCOUNT_MESSAGE,
  NO_DASHBOARD_ACCESS_MESSAGE,
} from '../../../functions/services/referral/refusals.ts';
import { sendDashboardLink } from '../../../functions/services/referral/dashboard-link.ts';
import { applied, MemoryReferralStore, testPorts } from './fakes.ts';

describe('sendDashboardLink', () => {
  it('e-mails the stored dashboard link to the registered address, whatever the case typed', async () => {
    // Prepare
    const ports = testPorts();
    const { applicant } = await applyForReferral(ports, applied());
    ports.sent.length = 0;

    // Act
    await sendDashboardLink(ports, ' NGOZI@example.com ');

    // Assess
    expect(ports.sent).toHaveLength(1);
    expect(ports.sent[0]).toMatchObject({ to: 'ngozi@example.com', subject: 'Your referral dashboard link' });
    expect(ports.sent[0]?.text).toContain(`/referral-dashboard?token=${applicant.dashboard_token}`);
  });

  it('answers an unknown address with the exact message', async () => {
    const ports = testPorts();

    await expect(sendDashboardLink(ports, 'nobody@example.com')).rejects.toMatchObject({
      code: 'not_found',
      message: NO_ACCOUNT_MESSAGE,
    });
    expect(ports.sent).toHaveLength(0);
  });

  it('refuses an applicant who has no dashboard token', async () => {
    const store = new MemoryReferralStore();
    const ports = testPorts({ store });
    const { applicant } = await applyForReferral(ports, applied());
    const stored = store.applicants.get(applicant.id);
    if (!stored) throw new Error('applicant was not stored');
    store.applicants.set(applicant.id, { ...stored, dashboard_token: '' });

    await expect(sendDashboardLink(ports, 'ngozi@example.com')).rejects.toMatchObject({
      code: 'conflict',
      message: NO_DASHBOARD_ACCESS_MESSAGE,
    });
  });

  it('reports a failed send with the exact message', async () => {
    const store = new MemoryReferralStore();
    await applyForReferral(testPorts({ store }), applied());
    const ports = testPorts({ store, failMail: true });

    await expect(sendDashboardLink(ports, 'ngozi@example.com')).rejects.toMatchObject({
      code: 'provider_down',
      message: MAGIC_LINK_FAILED_MESSAGE,
    });
    expect(JSON.stringify(ports.logLines)).not.toContain('ngozi@example.com');
  });
});
