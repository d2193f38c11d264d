import { beforeAll, describe, expect, it } from 'vitest';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import {
  api,
  checkout,
  pointAtProduct,
  pressOnCheckout,
  signInAdmin,
  signInCustomer,
  verify,
  type Tokens,
} from '../payments/support.ts';
import { bookOnSandbox, itemsOf, launchChat, marker, stringsIn, widgetChat } from './acceptance-26-people.ts';

/**
 * Issue #26, "One person, one record": a prospect's Q chat, launch chat, booking and payment, made
 * with one e-mail, are one person in the staff's answers, and the Q chat is listed under the
 * person's name, not an id like "810s5061".
 */
let admin: Tokens;

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
});

const adminGet = (path: string) => api(path, { token: admin.accessToken });

describe('one person, one record (issue #26)', () => {
  it('joins a widget chat, a launch chat, a booking and a payment made with one e-mail', async () => {
    // Prepare: Q hears the e-mail; the launch chat and the booking page hear it too; the name only
    // reaches the product through the booking.
    const m = marker();
    const email = `folake-${m}@example.com`;
    const sessionId = `chat-${m}-${Date.now()}`;
    const resumeToken = newResumeToken();
    const business = `Folake Logistics ${m}`;
    const words = `I want to start a delivery company in Ibadan ${m}`;
    await widgetChat(sessionId, { words, email });
    await launchChat(resumeToken, { businessName: business, email });
    await bookOnSandbox(resumeToken, { name: 'Folake Adeyemi', email });

    // Act: the founder pays for the plan.
    const customer = await signInCustomer(email);
    const { authorizationUrl, reference } = await checkout(customer.idToken, { tier: 'basic', resumeToken });
    await pressOnCheckout(authorizationUrl, 'pay');
    const verified = await verify(reference, customer.idToken);
    expect(verified.body.success, verified.text).toBe(true);

    // Assess: the Q chat is listed under the person's name.
    const chats = await adminGet(`/api/admin/chat-sessions?q=${encodeURIComponent(email)}`);
    expect(chats.status).toBe(200);
    const chat = itemsOf(chats.body).find((item) => stringsIn(item).includes(sessionId));
    expect(chat, `the widget chat ${sessionId} is listed for ${email}`).toBeDefined();
    expect(stringsIn(chat).join(' | ')).toContain('Folake Adeyemi');

    // One person on the onboarding list for that e-mail, with their parts.
    const people = await adminGet(`/api/admin/onboarding?q=${encodeURIComponent(email)}`);
    expect(people.status).toBe(200);
    const records = itemsOf(people.body).filter((item) =>
      stringsIn(item).some((value) => value.toLowerCase() === email),
    );
    expect(records, 'one onboarding row for one person').toHaveLength(1);
    expect(stringsIn(records[0])).toEqual(expect.arrayContaining(['Folake Adeyemi', business]));

    // The person's timeline holds every part: the Q chat, the booking and the payment.
    const timeline = await adminGet(`/api/admin/prospects/${resumeToken}/timeline`);
    expect(timeline.status).toBe(200);
    const told = stringsIn(timeline.body).join('\n');
    expect(told, 'the timeline links the widget chat').toMatch(new RegExp(`${sessionId}|${words}`));
    expect(told).toContain('Folake Adeyemi');
    expect(told).toMatch(/paid|payment/i);
  });

  it('lists a Q chat whose visitor later left their name in the launch chat under that name', async () => {
    const m = marker();
    const email = `kunle-${m}@example.com`;
    const sessionId = `chat-${m}-${Date.now()}`;
    await widgetChat(sessionId, { words: `A pharmacy chain in Port Harcourt ${m}`, email });
    await launchChat(newResumeToken(), {
      businessName: `Kunle Pharmacy ${m}`,
      name: 'Kunle Bello',
      email,
    });

    const chats = await adminGet(`/api/admin/chat-sessions?q=${encodeURIComponent(email)}`);

    expect(chats.status).toBe(200);
    const chat = itemsOf(chats.body).find((item) => stringsIn(item).includes(sessionId));
    expect(chat, `the widget chat ${sessionId} is listed`).toBeDefined();
    expect(stringsIn(chat).join(' | ')).toContain('Kunle Bello');
  });
});
