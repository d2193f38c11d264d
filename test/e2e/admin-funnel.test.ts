import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../functions/adapters/db/client.ts';
import { saveLaunchRequestStep } from '../../functions/adapters/db/launch-requests.ts';
import { FUNNEL_STAGES, type FunnelStage } from '../../functions/domain/contracts/funnel.ts';
import { lagosDate } from '../../functions/domain/lagos-date.ts';
import { funnelPeriod } from '../../functions/services/funnel/funnel.ts';
import { signInAsAdmin, useBrowser } from './browser.ts';

const browser = useBrowser();
const DAY_MS = 24 * 60 * 60 * 1000;

const put = (item: Record<string, unknown>) =>
  documentClient().send(new PutCommand({ TableName: tableName(), Item: item }));

/**
 * Journeys 45 days ago: inside the last 90 Lagos days, outside the last 30, where no other test
 * writes, so 90 days minus 30 days is exactly this set, whatever today's traffic.
 */
async function seedJourneys(): Promise<Record<FunnelStage, number>> {
  const at = (hours: number) => new Date(Date.now() - 45 * DAY_MS + hours * 60 * 60 * 1000).toISOString();
  for (let index = 0; index < 3; index += 1)
    await put({ pk: `chat#chat-${Date.now()}-${randomUUID()}`, sk: 'session', created_at: at(0) });
  const [first, second] = [randomUUID(), randomUUID()];
  await put({ pk: `onboarding#${first}`, sk: 'onboarding', created_at: at(1), last_step: 'idea' });
  await put({ pk: `onboarding#${second}`, sk: 'onboarding', created_at: at(1), last_step: 'idea' });
  await put({
    pk: `onboarding#${first}`,
    sk: 'onboarding',
    created_at: at(1),
    last_step: 'solution',
    last_step_at: at(2),
  });
  await put({ pk: `setup-call#${first}`, sk: 'setup-call', status: 'booked', booked_at: at(3) });
  await put({
    pk: `payment#e2e-${first}`,
    sk: 'payment',
    resume_token: first,
    status: 'paid',
    paid_at: at(4),
  });
  return {
    chatted: 3,
    launch_started: 2,
    solution_shown: 1,
    call_booked: 1,
    payment_link_sent: 0,
    paid: 1,
    request_submitted: 0,
    live: 0,
  };
}

/** The counts the chart shows for a period ("40 · 80.0%" reads 40). */
async function chartCounts(page: Page, days: 30 | 90): Promise<Record<FunnelStage, number>> {
  await page.getByLabel('Period').selectOption(String(days));
  const { from } = funnelPeriod(days, Date.now());
  await page
    .getByRole('list', { name: `Launch funnel, ${from} to ${lagosDate(Date.now())} (Lagos days)` })
    .waitFor();
  const counts = {} as Record<FunnelStage, number>;
  for (const stage of FUNNEL_STAGES) {
    const text = await page.getByTestId(`funnel-count-${stage}`).textContent();
    counts[stage] = Number((text ?? '').split(' ')[0]);
  }
  return counts;
}

const minus = (a: Record<FunnelStage, number>, b: Record<FunnelStage, number>) =>
  Object.fromEntries(FUNNEL_STAGES.map((stage) => [stage, a[stage] - b[stage]])) as Record<
    FunnelStage,
    number
  >;

/**
 * The counts of journeys 30 to 90 days old: the 90-day chart minus the 30-day one. Other files start
 * journeys all the time, and one started between the two reads was counted in one and not the other
 * (a retry in CI), so the pair is taken only when the 30-day counts read the same before and after.
 */
async function olderWindow(page: Page): Promise<Record<FunnelStage, number>> {
  const seen: string[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const recent = await chartCounts(page, 30);
    const all = await chartCounts(page, 90);
    const recentAgain = await chartCounts(page, 30);
    if (JSON.stringify(recent) === JSON.stringify(recentAgain)) return minus(all, recent);
    seen.push(`${JSON.stringify(recent)} then ${JSON.stringify(recentAgain)}`);
  }
  throw new Error(`The 30-day counts changed between every pair of reads: ${seen.join('; ')}`);
}

describe('the staff Funnel tab (issue #19)', () => {
  it('shows the counts of a seeded set of journeys and downloads the same numbers as CSV', async () => {
    const { page } = await browser.open();
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Funnel' }).click();
    // The four existing tabs are still there, in order; Payouts (issue #29) comes after them.
    expect(await page.getByRole('tab').allTextContents()).toEqual([
      'Chat Sessions',
      'Launch Requests',
      'Onboarding',
      'Test Function',
      'Funnel',
      'Payouts',
    ]);
    const before = await olderWindow(page);

    const seeded = await seedJourneys();
    // The product's stream poller counts them: reload the tab until the chart shows them.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('tab', { name: 'Funnel' }).click();
          return minus(await olderWindow(page), before);
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toEqual(seeded);

    const shown = await chartCounts(page, 90);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^funnel-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    const rows = csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe('stage,count,conversion_from_previous_percent,from,to');
    expect(rows.slice(1).map((row) => Number(row.split(',')[1]))).toEqual(
      FUNNEL_STAGES.map((stage) => shown[stage]),
    );
    expect(rows[1]?.startsWith('Visitors who chatted,')).toBe(true);
  });

  it('downloads the searched launch requests as CSV, with presence flags and no sensitive value', async () => {
    const marker = `csv${randomUUID().slice(0, 8)}`;
    const secrets = {
      bvn_encrypted: `BVN-SECRET-${marker}`,
      id_document_key: `uploads/id-documents/SECRET-${marker}.png`,
      bank_details_encrypted: `BANK-SECRET-${marker}`,
    };
    for (const name of [`=Chidi ${marker}`, `Ada ${marker}`])
      await saveLaunchRequestStep({
        resume_token: randomUUID(),
        name,
        email: `${name.startsWith('=') ? 'chidi' : 'ada'}.${marker}@example.com`,
        business_name: `Okafor, Pay ${marker}`,
        business_type: 'FinTech',
        last_step: 'bvn',
        ...(name.startsWith('=') ? secrets : {}),
      });

    const { page } = await browser.open();
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Launch Requests' }).click();
    // The search applies once its query went out (other tests' launch requests show until then).
    await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().includes('/api/admin/launch-requests?') && response.url().includes(marker),
      ),
      page.getByLabel('Search launch requests').fill(marker),
    ]);
    await expect
      .poll(() => page.getByRole('list', { name: 'Launch requests' }).getByRole('listitem').count())
      .toBeGreaterThanOrEqual(2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('tabpanel').getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('launch-requests.csv');
    const csv = (await readFile((await download.path()) ?? '', 'utf8')).replace(/^\uFEFF/, '');
    for (const secret of Object.values(secrets)) expect(csv).not.toContain(secret);
    const rows = csv.trimEnd().split('\r\n');
    expect(rows).toHaveLength(3);
    const chidi = rows.find((row) => row.includes(`Chidi ${marker}`)) ?? '';
    // The formula-looking name is quoted text; the comma in the business name is quoted (RFC 4180).
    expect(chidi).toContain(`,'=Chidi ${marker},`);
    expect(chidi).toContain(`,"Okafor, Pay ${marker}",FinTech,bvn,yes,yes,yes,`);
    expect(rows.find((row) => row.includes(`Ada ${marker}`))).toContain(',bvn,no,no,no,');
  });
});
