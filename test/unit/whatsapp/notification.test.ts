import { describe, expect, it } from 'vitest';
import { whatsappEvents } from '../../../functions/domain/whatsapp/notification.ts';
import { messageNotification, statusNotification } from '../../../functions/local/whatsapp/notifications.ts';

/** Issue #30: Meta's notification shapes read into messages and statuses; anything else yields nothing. */
const identity = { businessAccountId: '1', phoneNumberId: '2', displayPhoneNumber: '15550001234' };

describe('reading a notification', () => {
  it('reads a text message with the contact name, its id and timestamp', () => {
    const body = messageNotification(identity, {
      waId: '2348012345678',
      name: 'Amaka',
      id: 'wamid.A',
      timestamp: 1_764_000_000,
      type: 'text',
      text: 'abeg how much?',
    });
    expect(whatsappEvents(JSON.parse(body))).toEqual([
      {
        kind: 'message',
        waId: '2348012345678',
        profileName: 'Amaka',
        id: 'wamid.A',
        timestamp: 1_764_000_000,
        type: 'text',
        text: 'abeg how much?',
      },
    ]);
  });

  it('reads every other type as a message without text', () => {
    for (const type of [
      'image',
      'audio',
      'video',
      'document',
      'sticker',
      'location',
      'contacts',
      'reaction',
      'interactive',
      'unsupported',
    ]) {
      const body = messageNotification(identity, {
        waId: '234',
        name: 'A',
        id: `wamid.${type}`,
        timestamp: 1,
        type,
        text: null,
      });
      const [event] = whatsappEvents(JSON.parse(body));
      expect(event).toMatchObject({ kind: 'message', type, text: null });
    }
  });

  it('reads statuses, including failed, and ignores statuses Meta may add later', () => {
    const failed = statusNotification(identity, { id: 'wamid.B', status: 'failed', recipientId: '234' });
    expect(whatsappEvents(JSON.parse(failed))).toMatchObject([
      { kind: 'status', id: 'wamid.B', status: 'failed', recipientId: '234' },
    ]);
    const unknown = statusNotification(identity, { id: 'wamid.C', status: 'deleted', recipientId: '234' });
    expect(whatsappEvents(JSON.parse(unknown))).toEqual([]);
  });

  it('yields nothing for another object or a malformed body', () => {
    expect(whatsappEvents({ object: 'page', entry: [] })).toEqual([]);
    expect(whatsappEvents({ object: 'whatsapp_business_account', entry: 'x' })).toEqual([]);
    expect(whatsappEvents(null)).toEqual([]);
  });
});
