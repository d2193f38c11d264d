import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { upsertOnboarding } from '../../functions/adapters/db/onboardings.ts';
import { newResumeToken } from '../../functions/domain/ids.ts';
import { signInAsAdmin, urlOf, useBrowser, viewports } from './browser.ts';

/**
 * Issue #26: internal words shown to people. The header's "Start in 60s" led away from the task on
 * the checkout and payment pages; staff read "business_launch" and Q's raw markdown in transcripts.
 */
const browser = useBrowser();
const START = /^Start in 60(s| Seconds)$/;

describe("people's words", () => {
  it.each([
    ['phone', viewports.phone],
    ['laptop', viewports.desktop],
  ] as const)('task pages keep the header on the task (%s)', async (_size, viewport) => {
    const token = newResumeToken();
    await upsertOnboarding({ resume_token: token, email: `task-${token.slice(0, 8)}@example.com` });
    const { page } = await browser.open(viewport);
    const header = page.getByRole('banner');

    await page.goto(urlOf('/'), { waitUntil: 'networkidle' });
    expect(await header.getByRole('link', { name: START }).count()).toBe(1);

    await page.goto(urlOf(`/checkout?token=${token}`), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    expect(await header.getByRole('link', { name: START }).count()).toBe(0);

    await page.goto(urlOf('/payment-success'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Invalid Payment Reference' }).waitFor();
    expect(await header.getByRole('link', { name: START }).count()).toBe(0);
  });

  it("staff read the launch chat's needs in words and Q's markdown as it looked", async () => {
    const marker = randomUUID().slice(0, 8);
    const at = new Date().toISOString();
    const response = await fetch(urlOf('/api/chat-sessions'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sessionId: `launch-${Date.now()}-${randomUUID().replace(/-/g, '').slice(0, 9)}`,
        messages: [
          { role: 'user', content: `A wallet app ${marker}`, timestamp: at },
          { role: 'assistant', content: `- Wallets\n- Loans\n**Tip:** start small ${marker}`, timestamp: at },
        ],
        customerName: `Words ${marker}`,
        businessType: 'FinTech',
        identifiedNeeds: ['business_launch', 'fintech'],
        status: 'active',
      }),
    });
    expect(response.status).toBe(200);

    const { page } = await browser.open(viewports.desktop);
    await signInAsAdmin(page);
    await page.getByLabel('Search sessions').fill(marker);
    const card = page.locator('[data-session-id^="launch-"]').filter({ hasText: marker });
    await card.getByText('Business launch', { exact: true }).waitFor();
    expect(await card.getByText('business_launch').count()).toBe(0);
    await card.getByRole('button', { name: 'View transcript' }).click();
    const transcript = card.getByRole('list', { name: 'Transcript' });
    await transcript.locator('strong', { hasText: 'Tip:' }).waitFor();
    expect(await transcript.textContent()).not.toContain('**');
    expect(await transcript.getByRole('listitem').filter({ hasText: 'Wallets' }).count()).toBeGreaterThan(0);

    // A disabled action says why in words on the card.
    await card.getByRole('button', { name: 'Mark follow up' }).click();
    await card.getByText('This chat is already marked for follow-up.').waitFor();
    expect(await card.getByRole('button', { name: 'Mark follow up' }).isDisabled()).toBe(true);
  });
});
