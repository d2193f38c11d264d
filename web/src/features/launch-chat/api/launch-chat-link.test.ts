import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STORAGE_KEYS } from '@domain/storage-keys.ts';
import { launchChatLink } from './launch-chat-calls.ts';

/** Issue #30: the token of Q's WhatsApp /launch link, sent with the launch chat's saves. */
const TOKEN = 'qlink_AbCdEfGhIjKlMnOpQrSt';

describe('the Q chat link a launch was opened from', () => {
  beforeEach(() => {
    globalThis.localStorage.clear();
    globalThis.history.replaceState(null, '', '/launch');
  });

  it('is read from ?chat= and kept, so a later visit without it still names the conversation', () => {
    globalThis.history.replaceState(null, '', `/launch?ref=ref_Ab3dE5gH9&chat=${TOKEN}`);
    expect(launchChatLink()).toEqual({ q_chat_link: TOKEN });
    expect(globalThis.localStorage.getItem(LOCAL_STORAGE_KEYS.qChatLink)).toBe(TOKEN);

    globalThis.history.replaceState(null, '', '/launch');
    expect(launchChatLink()).toEqual({ q_chat_link: TOKEN });
  });

  it('is nothing without a link, and never what is no token (a WhatsApp session id, say)', () => {
    expect(launchChatLink()).toEqual({});
    globalThis.history.replaceState(null, '', '/launch?chat=whatsapp-2348012345678');
    expect(launchChatLink()).toEqual({});
    expect(globalThis.localStorage.getItem(LOCAL_STORAGE_KEYS.qChatLink)).toBeNull();
  });
});
