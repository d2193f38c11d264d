import { beforeAll, describe, expect, it } from 'vitest';
import { newResumeToken } from '../../../functions/domain/ids.ts';
import {
  awaitMailWhere,
  BRAND_COLOURS,
  bookOnSandbox,
  INTERNAL_WORDS,
  itemsOf,
  launchChat,
  marker,
  stringsIn,
} from '../admin/acceptance-26-people.ts';
import { api, awaitMail, baseUrl, pointAtProduct, signInAdmin, type Tokens } from '../payments/support.ts';

/**
 * Issue #26, "A founder who booked cannot be sent a payment link": the crossing of the booking page
 * and the staff's payment link, with an e-mail the founder never typed in the launch chat.
 */
let admin: Tokens;

beforeAll(async () => {
  pointAtProduct();
  admin = await signInAdmin();
});

const sendPaymentLink = (resumeToken: string) =>
  api<{ sent_to?: string; checkout_url?: string }>('/api/admin/payment-links', {
    token: admin.idToken,
    body: { resume_token: resumeToken },
  });

describe('a booking fills in who the founder is (issue #26)', () => {
  it('lets staff send the payment link to the e-mail given only on the booking page', async () => {
    // Prepare: the launch chat never heard a name or an e-mail.
    const m = marker();
    const resumeToken = newResumeToken();
    const email = `amaka-${m}@example.com`;
    await launchChat(resumeToken, { businessName: `Amaka Pay ${m}` });

    // Act
    await bookOnSandbox(resumeToken, { name: 'Amaka Obi', email });
    const sent = await sendPaymentLink(resumeToken);

    // Assess
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.sent_to).toBe(email);
    const [mail] = await awaitMail(email, /checkout link/i);
    expect(mail?.text).toContain(`${baseUrl}/checkout?token=${resumeToken}`);
    // The staff list shows the person the booking named, not an empty contact.
    const listed = await api(`/api/admin/onboarding?q=${resumeToken}`, { token: admin.accessToken });
    expect(listed.status).toBe(200);
    const ours = itemsOf(listed.body).filter((item) => stringsIn(item).includes(resumeToken));
    expect(ours).toHaveLength(1);
    expect(stringsIn(ours[0])).toEqual(expect.arrayContaining(['Amaka Obi', email]));
  });

  it('never overwrites the name and e-mail the founder typed in the chat', async () => {
    const m = marker();
    const resumeToken = newResumeToken();
    const typed = `chidi-${m}@example.com`;
    await launchChat(resumeToken, { businessName: `Chidi Rides ${m}`, name: 'Chidi Okeke', email: typed });

    await bookOnSandbox(resumeToken, { name: 'C. Okeke (office)', email: `office-${m}@example.com` });
    const sent = await sendPaymentLink(resumeToken);

    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.sent_to).toBe(typed);
  });

  it('e-mails the founder a recap of the booked call in Lagos time with a calendar file', async () => {
    // The issue: "End on a recap the founder can keep: the booked time in Lagos time with an
    // add-to-calendar file, what happens next, the plan shown; send it by e-mail".
    const m = marker();
    const resumeToken = newResumeToken();
    const email = `recap-${m}@example.com`;
    await launchChat(resumeToken, { businessName: `Recap Foods ${m}`, name: 'Ngozi Eze', email });

    // 2 December 2026 13:00 UTC is 14:00 in Lagos (WAT, UTC+1).
    await bookOnSandbox(resumeToken, { name: 'Ngozi Eze', email, slot: '2026-12-02T13:00:00.000Z' });
    const recap = await awaitMailWhere(email, 'naming the booked call at 14:00 (Lagos time)', (mail) =>
      /14:00/.test(mail.text),
    );

    expect(recap.text).toMatch(/2 December 2026/);
    expect(recap.text).toMatch(/WAT|Lagos/);
    // An .ics attached, or a link to one that answers a calendar holding the confirmed time.
    const attached = stringsIn((recap as unknown as { attachments?: unknown }).attachments ?? []);
    const icsLink = `${recap.text} ${recap.html}`.match(/https?:\/\/[^\s"'<>]+\.ics\b[^\s"'<>]*/)?.[0];
    const calendar = attached.some((value) => /\.ics$/i.test(value))
      ? attached.join('\n')
      : icsLink
        ? await (await fetch(icsLink.replace(/&amp;/g, '&'))).text()
        : '';
    expect(calendar, 'the recap carries an .ics file or a link to one').toContain('BEGIN:VEVENT');
    expect(calendar).toContain('20261202T130000Z');
    for (const word of INTERNAL_WORDS) expect(recap.text).not.toContain(word);
  });

  it('sends the recap and the payment link in the site’s layout, with this year’s copyright', async () => {
    // The issue: "Every e-mail in the site's brand colour and layout; no raw ids; the copyright year
    // from the date."
    const m = marker();
    const resumeToken = newResumeToken();
    const email = `layout-${m}@example.com`;
    await launchChat(resumeToken, { businessName: `Layout Foods ${m}`, name: 'Ife Ade', email });
    await bookOnSandbox(resumeToken, { name: 'Ife Ade', email, slot: '2026-12-02T13:00:00.000Z' });
    const recap = await awaitMailWhere(email, 'naming the booked call at 14:00', (mail) =>
      /14:00/.test(mail.text),
    );
    expect((await sendPaymentLink(resumeToken)).status).toBe(201);
    const [link] = await awaitMail(email, /checkout link/i);

    for (const mail of [recap, link]) {
      if (!mail) throw new Error('a mail went missing');
      const words = mail.text.replace(/https?:\/\/\S+/g, '');
      expect(
        BRAND_COLOURS.some((colour) => mail.html.toLowerCase().includes(colour)),
        mail.subject,
      ).toBe(true);
      expect(mail.html, mail.subject).toMatch(new RegExp(`(©|&copy;|&#169;)\\s*${new Date().getFullYear()}`));
      expect(words, mail.subject).not.toContain(resumeToken);
      for (const word of INTERNAL_WORDS) expect(`${mail.subject} ${words}`, mail.subject).not.toContain(word);
    }
  });
});
