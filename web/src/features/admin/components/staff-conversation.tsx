import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { boundTo, Label, Textarea } from '../../../components/ui/form-controls.tsx';
import { refusalMessage } from '../../../lib/api-client.ts';
import { readChatSession, type ChatSessionListItem, type ChatSessionRecord } from '../admin-api.ts';
import { handBackChatSession, sendStaffReply, takeOverChatSession } from '../conversation-api.ts';
import { adminKeys } from '../query-client.ts';

const REPLY_LIMIT = 4096;

/** A refusal in the server's words, `fault` for a fault, the one shared sentence when no answer came. */
const reason = (error: unknown, fault: string) => refusalMessage(error, fault, { noAnswer: 'shared' });

/**
 * Below an open transcript (issue #30): the conversation kept fresh by the live socket (its query
 * sits under the Chat Sessions list's key, so any chat change refetches it while it is open),
 * Take over / Hand back to Q on WhatsApp conversations, and the staff reply box, which answers on
 * WhatsApp or, for a widget chat, by e-mail. What the server refuses (the 24-hour window, no
 * e-mail address) is said in its own words.
 */
export function StaffConversation({
  session,
  onChanged,
}: {
  session: ChatSessionListItem;
  onChanged: (record: ChatSessionRecord) => void;
}) {
  const queryClient = useQueryClient();
  const queryKey = [...adminKeys.list('chat-sessions'), 'conversation', session.id];
  const conversation = useQuery({ queryKey, queryFn: () => readChatSession(session.id) });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'takeover' | 'handback' | 'reply' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const replyId = useId();
  const record = conversation.data;

  useEffect(() => {
    if (record) onChanged(record);
  }, [record, onChanged]);

  const heldBy = record ? record.taken_over_by : session.taken_over_by;
  const whatsapp = (record?.channel ?? session.channel) === 'whatsapp';

  async function act(kind: 'takeover' | 'handback' | 'reply', run: () => Promise<unknown>, fallback: string) {
    setBusy(kind);
    setProblem(null);
    try {
      await run();
      await queryClient.invalidateQueries({ queryKey });
      return true;
    } catch (error: unknown) {
      setProblem(reason(error, fallback));
      return false;
    } finally {
      setBusy(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const message = text.trim();
    if (!message) return setProblem('Type a reply first.');
    const sent = await act(
      'reply',
      () => sendStaffReply(session.id, { text: message }),
      'The reply could not be sent.',
    );
    if (sent) setText('');
  }

  return (
    <div className="mt-3 grid gap-3 rounded-xl bg-ink-50 p-3">
      {whatsapp && (
        <div className="flex flex-wrap items-center gap-2">
          {heldBy ? (
            <>
              <p className="text-sm text-ink-700">Held by {heldBy}: Q is silent on this conversation.</p>
              <Button
                size="sm"
                variant="outline"
                data-no-scroll
                disabled={busy !== null}
                onClick={() =>
                  void act('handback', () => handBackChatSession(session.id), 'Could not hand back to Q.')
                }
              >
                {busy === 'handback' ? 'Handing back…' : 'Hand back to Q'}
              </Button>
            </>
          ) : (
            <Button
              size="sm"
              data-no-scroll
              disabled={busy !== null}
              onClick={() =>
                void act('takeover', () => takeOverChatSession(session.id), 'Could not take over.')
              }
            >
              {busy === 'takeover' ? 'Taking over…' : 'Take over'}
            </Button>
          )}
        </div>
      )}
      <form className="grid gap-2" onSubmit={(event) => void submit(event)}>
        <Label htmlFor={replyId}>Reply</Label>
        <Textarea
          id={replyId}
          rows={3}
          maxLength={REPLY_LIMIT}
          {...boundTo(text, setText)}
          placeholder={whatsapp ? 'Sent to the founder on WhatsApp' : 'Sent to the visitor by e-mail'}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" size="sm" data-no-scroll disabled={busy !== null}>
            {busy === 'reply' ? 'Sending…' : 'Send reply'}
          </Button>
        </div>
        {problem && (
          <p role="alert" className="text-sm text-danger-700">
            {problem}
          </p>
        )}
      </form>
    </div>
  );
}
