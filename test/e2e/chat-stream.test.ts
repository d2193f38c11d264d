import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_SUGGESTED_QUESTIONS } from '../../functions/domain/q/widget-script.ts';
import { LOCAL_STORAGE_KEYS } from '../../functions/domain/storage-keys.ts';
import { type LocalModelProduct, startLocalModelProduct } from '../setup/local-model-product.ts';
import { type PageGlobals, useBrowser } from './browser.ts';

const browser = useBrowser();
const [, , priceQuestion = ''] = WIDGET_SUGGESTED_QUESTIONS;

/** A product whose Q streams (the production adapter over the local Bedrock stand-in). */
let product: LocalModelProduct;
beforeAll(async () => {
  product = await startLocalModelProduct({ web: true });
});
afterAll(() => product?.stop());

/** The stored conversation of a session (DynamoDB, the product's own table), once it has `count` messages. */
async function storedConversation(sessionId: string, count: number) {
  await expect
    .poll(async () => (await product.storedConversation(sessionId)).length, { timeout: 10_000 })
    .toBe(count);
  return product.storedConversation(sessionId);
}

describe('the chat widget with a streaming Q', () => {
  it('shows the reply growing as it streams, then keeps it whole and saves it whole in the chat session', async () => {
    const { page } = await browser.open();
    await page.goto(`${product.url}/pricing`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Chat with Q' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with Q' });
    await dialog.waitFor();

    await dialog.getByRole('textbox', { name: 'Message Q' }).fill(priceQuestion);
    await page.keyboard.press('Enter');
    const growing = dialog.locator('[data-streaming]');
    await growing.waitFor();

    // Sample the part-reply until it becomes a message: it must have been seen at several lengths.
    const lengths: number[] = [];
    while ((await growing.count()) > 0) {
      const text = await growing.textContent({ timeout: 1_000 }).catch(() => null);
      if (text !== null && text.length !== lengths.at(-1)) lengths.push(text.length);
      await page.waitForTimeout(40);
    }
    expect(lengths.length).toBeGreaterThanOrEqual(3);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));

    const reply = dialog.getByRole('log', { name: 'Conversation with Q' }).locator('[data-message]').last();
    await expect.poll(() => reply.getAttribute('data-message')).toBe('assistant');
    expect(await reply.textContent()).toContain('Starting from ₦5,000,000');

    const stored = await page.evaluate(
      (key) =>
        JSON.parse((globalThis as unknown as PageGlobals).localStorage.getItem(key) ?? 'null') as {
          sessionId: string;
          messages: { role: string; content: string }[];
        },
      LOCAL_STORAGE_KEYS.chatSession,
    );
    const whole = stored.messages.at(-1);
    expect(whole?.role).toBe('assistant');
    expect(whole?.content).toContain('Starting from ₦5,000,000');
    expect(whole?.content.length).toBeGreaterThan(lengths[0] ?? 0);

    const saved = await storedConversation(stored.sessionId, 3);
    expect(saved.at(-1)).toMatchObject({ role: 'assistant', content: whole?.content });
    expect(saved.at(-2)).toMatchObject({ role: 'user', content: priceQuestion });
  });
});
