import { describe, expect, it } from 'vitest';
import { urlOf, useBrowser, viewports } from './browser.ts';
import { askQ, openQWidget, Q_REPLY } from './q-widget.ts';

/**
 * Issue #27 in a real browser on a phone, against the local product's built-in guide: over three
 * turns Q keeps what the founder said in the first one (the business, the city, the number of
 * branches) and uses it, instead of asking again; the launch chat's solution carries the idea
 * typed first and says what the platform does as the site publishes it.
 */
const browser = useBrowser();

describe('Q remembers the conversation (#27)', () => {
  it('in the widget, uses the business, city and branches of turn one in turns two and three', async () => {
    const { page, dialog } = await openQWidget(browser);

    const first = await askQ(page, dialog, 'I run a restaurant with three branches in Abuja');
    // Three branches and Abuja are known: the discovery questions leave them out.
    expect(first).toMatch(/restaurant/i);
    expect(first).not.toMatch(/which city|how many branches/i);

    const second = await askQ(page, dialog, 'how long does it take?');
    expect(second).toContain('10-14 days');
    expect(second).toContain('restaurant platform in Abuja');

    const third = await askQ(page, dialog, 'can one app manage all my branches?');
    // What the restaurant platform does, as published, and the rule for the specific need.
    expect(third).toMatch(/kitchen display|online ordering|rider dispatch/i);
    expect(third).toMatch(/setup call/i);
    expect(third).not.toMatch(/^\s*yes\b/i);
    expect(third).not.toMatch(/which city|how many branches|what (kind of )?business/i);
  });

  it('in the launch chat, builds the solution on the idea of turn one', async () => {
    const { page } = await browser.open(viewports.phone);
    await page.goto(urlOf('/launch'), { waitUntil: 'networkidle' });
    const step = () => page.getByTestId('launch-step').getAttribute('data-step');

    // Turn one: the idea.
    await page.getByLabel('Your business idea').fill('A keke booking app for my 40 kekes in Kano');
    await page.getByLabel('Your business idea').press('Enter');
    await expect.poll(step, { message: 'the launch chat never reached the sector step' }).toBe('sector');
    // Turn two: the sector Q suggested from the idea.
    await page.getByRole('button', { name: /Suggested/ }).click();
    await page.getByRole('button', { name: 'See my tailored solution' }).waitFor(Q_REPLY);
    // Turn three: straight to the solution.
    await page.getByRole('button', { name: 'See my tailored solution' }).click();
    await page.getByRole('button', { name: 'Change sector' }).waitFor(Q_REPLY);
    const solution = (await page.locator('[role=log] > ol > li').last().textContent()) ?? '';

    expect(solution).toContain('A keke booking app for my 40 kekes in Kano');
    // The core line is the capability table's: rider and driver apps, for cars, keke and bikes.
    expect(solution).toContain('Rider and driver apps');
    expect(solution).toMatch(/cars, keke and bikes/);
    expect(solution).not.toContain('₦5,000,000');
  });
});
