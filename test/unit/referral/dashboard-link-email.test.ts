import { describe, expect, it } from 'vitest';
import { dashboardLinkEmail } from '../../../functions/services/referral/dashboard-link-email.ts';

const input = {
  to: 'ngozi@example.com',
  fullName: 'Ngozi <b>Eze</b>',
  applicantId: 'applicant-1',
  dashboardToken: 'dash_abcdefghijklmnop',
  siteUrl: 'https://quarter.example/',
  reason: 'welcome' as const,
};

describe('dashboardLinkEmail', () => {
  it('carries the dashboard link and explains the 10% in text and html', () => {
    const mail = dashboardLinkEmail(input);

    const link = 'https://quarter.example/referral-dashboard?token=dash_abcdefghijklmnop';
    expect(mail.subject).toBe('Your referral dashboard is ready');
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain(link);
      expect(body).toContain('10%');
      expect(body).toContain('500,000');
    }
  });

  it('escapes the name in html and loads nothing from elsewhere', () => {
    const mail = dashboardLinkEmail(input);

    expect(mail.html).not.toContain('<b>Eze</b>');
    expect(mail.html).toContain('Ngozi');
    expect(mail.html).not.toMatch(/<img|<script|<link|url\(/i);
  });
});
