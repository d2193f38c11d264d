import { describe, expect, it } from 'vitest';
import { saveChatSessionRequestSchema } from '@domain/contracts/chat.ts';
import { chatSessionPayload } from './chat-api.ts';
import type { WidgetMessage } from './chat-state.ts';

const AT = '2026-01-05T09:00:00.000Z';
const said = (...texts: string[]): WidgetMessage[] =>
  texts.map((content, index) => ({
    id: `m${index}`,
    role: index % 2 === 0 ? 'user' : 'assistant',
    content,
    timestamp: AT,
  })) as WidgetMessage[];

describe('the widget save names the visitor once they say who they are', () => {
  it('sends the e-mail a visitor typed and the name they introduced themself by', () => {
    const body = chatSessionPayload(
      'chat-1767603600000-abcdefghi',
      said("Hi, I'm Chinedu Okeke", 'Hello Chinedu!', 'Reach me on Chinedu.O@Example.com please'),
    );

    expect(saveChatSessionRequestSchema.parse(body)).toMatchObject({
      customerName: 'Chinedu Okeke',
      customerEmail: 'chinedu.o@example.com',
    });
  });

  it('sends neither when the visitor has not said, and never a malformed address the server would refuse', () => {
    const body = chatSessionPayload(
      'chat-1767603600000-abcdefghi',
      said("I'm looking for a POS app, write me at ada@\u202eexample.com"),
    );

    expect(body).toMatchObject({ customerName: null, customerEmail: null });
    expect(saveChatSessionRequestSchema.safeParse(body).success).toBe(true);
  });
});
