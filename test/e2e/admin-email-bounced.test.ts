import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { upsertOnboarding } from '../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { accessibilityViolations, signInAsAdmin, urlOf, useBrowser } from './browser.ts';
import { aSecondAgo, newestMail } from './outbox.ts';

/**
 * Issue #25: the founder's address bounces (the local SES's bounce list); staff send the payment
 * link, SES reports the bounce, and staff see "E-mail bounced" on the onboarding card and in the
 * prospect's timeline.
 */
const browser = useBrowser();

describe('a bounced e-mail on the staff dashboard', () => {
  it('shows "E-mail bounced" on the onboarding card and in the timeline once SES reports the bounce', async () => {
    const marker = randomUUID().slice(0, 8);
    const email = `bounce-${marker}@example.com`;
    const resumeToken = newResumeToken();
    await upsertOnboarding({
      resume_token: resumeToken,
      email,
      name: 'Tobi Bounce',
      business_name: `Tobi Pay ${marker}`,
      business_type: 'FinTech',
      stage_completed: 'meeting_booked',
    });
    const listed = await fetch(urlOf('/_local/mail/bounces'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, kind: 'bounce' }),
    });
    expect(listed.status).toBe(204);

    const { page } = await browser.open();
    await signInAsAdmin(page);
    const findCard = async () => {
      await page.getByRole('tab', { name: 'Onboarding' }).click();
      await page.getByLabel('Search onboarding').fill(resumeToken);
      return page
        .getByRole('list', { name: 'Onboarding records' })
        .getByRole('listitem')
        .filter({ hasText: `Token ${resumeToken.slice(0, 8)}` });
    };
    let card = await findCard();
    await card.getByText(email).waitFor();
    expect(await card.getByText('E-mail bounced').count()).toBe(0);

    const sentSince = aSecondAgo();
    await card.getByRole('button', { name: 'Send payment link' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send payment link' }).click();
    await page.getByText('Payment link sent').first().waitFor();
    // SES accepted it (the outbox keeps it, marked bounced), then reported the bounce.
    const accepted = await newestMail(email, /checkout link/, sentSince);
    expect(accepted).toBeDefined();

    // The bounce is recorded a moment later; staff see it on the next load of the list.
    const deadline = Date.now() + 15_000;
    for (;;) {
      await page.reload();
      card = await findCard();
      await card.getByText(email).waitFor();
      if ((await card.getByText('E-mail bounced').count()) > 0) break;
      if (Date.now() > deadline) throw new Error(`Waited 15 s for "E-mail bounced" on the card of ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }

    await card.getByRole('button', { name: 'Timeline' }).click();
    const timeline = card.getByRole('region', { name: 'Timeline' });
    await timeline.getByText('E-mail bounced').waitFor();
    await expect(accessibilityViolations(page)).resolves.toEqual([]);
  });
});
