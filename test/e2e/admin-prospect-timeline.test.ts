import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { accessibilityViolations, signInAsAdmin, urlOf, useBrowser, viewports } from './browser.ts';

/**
 * Staff open an onboarding card's timeline, add a note and a follow-up for today, and find the
 * prospect under "Follow up today" at the top of the dashboard, which opens the same timeline.
 */
const browser = useBrowser();
const M = `tl${randomUUID().slice(0, 6)}`;

/** A founder's launch chat as the browser saves it (autosave, then finalize). */
async function launchChat(resumeToken: string, businessName: string): Promise<void> {
  for (const stage of ['autosave', 'finalize']) {
    const response = await fetch(urlOf('/api/launch/onboarding'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        stage,
        resume_token: resumeToken,
        last_step: 'sector',
        name: 'Ada Obi',
        email: `${M}@example.com`,
        data: {
          business_type: 'FinTech',
          stage_completed: 'sector',
          business_name: businessName,
          needs_help_with: [],
        },
      }),
    });
    expect(response.status).toBe(200);
  }
}

describe('a prospect’s timeline on the staff dashboard', () => {
  it.each([
    ['desktop', viewports.desktop],
    ['phone', viewports.phone],
  ] as const)(
    'opens from an onboarding card, takes a note and a follow-up, and lists it for today (%s)',
    async (_, viewport) => {
      const resumeToken = newResumeToken();
      const business = `Obi Pay ${M} ${viewport.width}`;
      await launchChat(resumeToken, business);
      const { page } = await browser.open(viewport);

      await signInAsAdmin(page);
      const followUps = page.getByRole('region', { name: 'Follow up today' });
      await followUps.getByRole('heading', { name: 'Follow up today' }).waitFor();
      expect(await followUps.getByText(business).count()).toBe(0);
      await page.getByRole('tab', { name: 'Onboarding' }).click();
      await page.getByLabel('Search onboarding').fill(resumeToken);
      const record = page
        .getByRole('list', { name: 'Onboarding records' })
        .getByRole('listitem')
        .filter({ hasText: `Token ${resumeToken.slice(0, 8)}` });
      await record.getByRole('button', { name: 'Timeline' }).click();
      const events = record.getByRole('list', { name: 'Timeline events, newest first' });
      await events.getByText('Launch chat started').waitFor();
      // The step in people's words, not its id (issue #26).
      await events.getByText('Last step reached: All set').waitFor();

      await record.getByLabel('Add a note').fill(`Called the founder ${M}`);
      await record.getByRole('button', { name: 'Add note' }).click();
      await events.getByText(`Called the founder ${M}`).waitFor();
      await record.getByRole('button', { name: 'Today' }).click();
      await record.getByRole('button', { name: 'Save owner and follow-up' }).click();
      await page.getByText('Prospect saved').first().waitFor();

      const due = followUps.getByRole('listitem').filter({ hasText: business });
      await due.waitFor();
      expect(await due.textContent()).toContain('Due today');
      await due.getByRole('button', { name: /Open timeline/ }).click();
      const dialog = page.getByRole('dialog', { name: `Timeline: ${business}` });
      await dialog.getByText(`Called the founder ${M}`).waitFor();
      expect(await dialog.getByText(/^Note by /).count()).toBe(1);
      await expect(accessibilityViolations(page)).resolves.toEqual([]);
    },
  );
});
