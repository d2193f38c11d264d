import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  awaitReplies,
  awaitStoredMessage,
  bodiesOf,
  founderWrites,
  newFounder,
  repliesAfterQuiet,
  sessionIdOf,
  staffSession,
  whatsappUrl,
} from '../integration/chat/acceptance-30-support.ts';
import { waitFor } from '../setup/wait-for.ts';
import { signInAsAdmin, useBrowser } from './browser.ts';

/**
 * Issue #30 "the staff takeover in Chromium": a founder writes on WhatsApp (through the stand-in),
 * staff see the conversation appear in Chat Sessions without reloading, with a `WhatsApp` badge,
 * open the transcript, `Take over`, type in `Reply` and `Send reply` (it reaches the founder), and
 * `Hand back to Q` (Q answers again). A failed delivery shows `Not delivered` (CONTRACT-30).
 */
const browser = useBrowser();

async function staffWatching(marker: string): Promise<Page> {
  const { page } = await browser.open();
  await signInAsAdmin(page);
  await page.evaluate(() => {
    (globalThis as unknown as { noReloadMarker: string }).noReloadMarker = 'still here';
  });
  await page.getByLabel('Search sessions').fill(marker);
  return page;
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Chat sessions' }).getByRole('listitem').filter({ hasText: name }).first();

describe('staff take a WhatsApp conversation over in the dashboard', () => {
  it('see it live with a WhatsApp badge, take over, reply, hand back', async () => {
    // Prepare: staff watch Chat Sessions, narrowed to this founder's name
    const marker = `Wa${randomUUID().slice(0, 6)}`;
    const founder = newFounder(`Amaka ${marker}`);
    const page = await staffWatching(marker);

    // Act 1: the founder writes; the session appears without a reload
    await founderWrites(founder, 'Hello, I want to build a banking app');
    await awaitReplies(founder.waId, 1, "Q's first reply");
    const card = cardOf(page, founder.name);
    await card.waitFor({ timeout: 15_000 });
    await card.getByText('WhatsApp', { exact: true }).waitFor();
    expect(
      await page.evaluate(() => (globalThis as unknown as { noReloadMarker?: string }).noReloadMarker),
    ).toBe('still here');

    // Act 2: take over; the founder writes; Q stays silent
    await card.getByRole('button', { name: 'View transcript' }).click();
    await card.getByRole('button', { name: 'Take over' }).click();
    await waitFor(
      `session ${sessionIdOf(founder.waId)} taken over after pressing Take over`,
      () => staffSession(sessionIdOf(founder.waId)),
      (session) => typeof session?.taken_over_by === 'string',
    );
    await founderWrites(founder, 'Can a person call me?');
    await awaitStoredMessage(sessionIdOf(founder.waId), 'Can a person call me?');
    expect(await repliesAfterQuiet(founder.waId)).toHaveLength(1);

    // Act 3: staff reply from the transcript
    const text = `Yes, I will call you in ten minutes (${marker})`;
    await card.getByLabel('Reply').fill(text);
    await card.getByRole('button', { name: 'Send reply' }).click();
    const afterReply = await awaitReplies(founder.waId, 2, 'the staff reply typed in the dashboard');
    await card.getByText(text).first().waitFor({ timeout: 10_000 });

    // Act 4: hand back; Q answers the next message
    await card.getByRole('button', { name: 'Hand back to Q' }).click();
    await waitFor(
      `session ${sessionIdOf(founder.waId)} handed back after pressing Hand back to Q`,
      () => staffSession(sessionIdOf(founder.waId)),
      (session) => session?.taken_over_by === null,
    );
    await founderWrites(founder, 'Thanks! How much for banking app?');
    const afterHandback = await awaitReplies(founder.waId, 3, "Q's answer after the hand-back");

    // Assess
    expect(bodiesOf(afterReply).at(-1)).toBe(text);
    expect(bodiesOf(afterHandback).at(-1)).toContain('5,000,000');
  });

  it('shows Not delivered on a reply WhatsApp could not deliver', async () => {
    const marker = `Nd${randomUUID().slice(0, 6)}`;
    const founder = newFounder(`Bayo ${marker}`);
    await founderWrites(founder, 'hello');
    await awaitReplies(founder.waId, 1);
    const page = await staffWatching(marker);
    const card = cardOf(page, founder.name);
    await card.waitFor({ timeout: 15_000 });
    await card.getByRole('button', { name: 'View transcript' }).click();
    const armed = await fetch(`${whatsappUrl()}/_stand-in/fail-next`, { method: 'POST' });
    expect(armed.status).toBe(204);

    await card.getByLabel('Reply').fill('This one will not arrive');
    await card.getByRole('button', { name: 'Send reply' }).click();
    await awaitReplies(founder.waId, 2, 'the staff reply');

    await card.getByText('Not delivered').first().waitFor({ timeout: 15_000 });
  });
});
