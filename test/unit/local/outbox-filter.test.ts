import { describe, expect, it } from 'vitest';
import { MailOutbox } from '../../../functions/local/mail/outbox.ts';

/** /_local/mail and /_local/mail.json narrowed with ?to= and ?text= (functions/local/mail/routes.ts). */
describe('the local outbox, narrowed', () => {
  async function outboxWithThree(): Promise<MailOutbox> {
    const outbox = await MailOutbox.open({ defaultFrom: 'Quarter <hello@quarter.local>' });
    await outbox.send({ to: 'Ada@Example.com', subject: 'Your sign-in code', text: 'Code 123456', html: '' });
    await outbox.send({
      to: 'staff@quarter.local',
      subject: 'Setup call booked: x',
      text: 'launch tok-1',
      html: '',
    });
    await outbox.send({
      to: 'staff@quarter.local',
      subject: 'Setup call booked: y',
      text: 'launch tok-2',
      html: '',
    });
    return outbox;
  }
  const subjects = (mails: readonly { subject: string }[]) => mails.map((mail) => mail.subject);

  it('lists every mail, newest first, with no filter', async () => {
    const outbox = await outboxWithThree();
    expect(subjects(outbox.list())).toEqual([
      'Setup call booked: y',
      'Setup call booked: x',
      'Your sign-in code',
    ]);
  });

  it('keeps the mails to an address containing `to`, in any case', async () => {
    const outbox = await outboxWithThree();
    expect(subjects(outbox.list({ to: 'ada@example.com' }))).toEqual(['Your sign-in code']);
    expect(subjects(outbox.list({ to: 'nobody@example.com' }))).toEqual([]);
  });

  it('keeps the mails with `text` in the subject or the text, and both filters together', async () => {
    const outbox = await outboxWithThree();
    expect(subjects(outbox.list({ text: 'tok-1' }))).toEqual(['Setup call booked: x']);
    expect(subjects(outbox.list({ text: 'sign-in' }))).toEqual(['Your sign-in code']);
    expect(subjects(outbox.list({ to: 'staff@quarter.local', text: 'tok-2' }))).toEqual([
      'Setup call booked: y',
    ]);
    expect(subjects(outbox.list({ to: 'ada@example.com', text: 'tok-2' }))).toEqual([]);
  });
});
