import { refusalMessage } from '../../../lib/api-client.ts';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { readChatSession, type ChatSessionRecord } from '../admin-api.ts';
import { PanelToggle } from './panel-toggle.tsx';
import { Transcript } from './transcript.tsx';

/**
 * Under the timeline's "Launch chat saved": what the founder answered (their own lines, not Q's
 * questions) and "View launch chat", which opens that conversation's transcript in place (issue #26).
 */
export function LaunchChatAnswers({ sessionId, answers }: { sessionId: string; answers: readonly string[] }) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatSessionRecord['conversation_data'] | null>(null);
  /** Why the launch chat could not be shown, in the words that came; null while it can be. */
  const [failed, setFailed] = useState<string | null>(null);
  const panelId = `launch-chat-${sessionId.replace(/[^A-Za-z0-9_-]/g, '')}`;

  function toggle() {
    if (open) return setOpen(false);
    setOpen(true);
    if (messages) return;
    setFailed(null);
    readChatSession(sessionId).then(
      (session) => setMessages(session.conversation_data),
      (error: unknown) =>
        setFailed(
          refusalMessage(error, 'The launch chat could not be loaded. Close it and try again.', {
            noAnswer: 'shared',
          }),
        ),
    );
  }

  return (
    <div className="grid gap-1.5">
      {answers.length > 0 && (
        <div>
          <p className="text-xs font-medium text-ink-700">The founder’s answers</p>
          <ol
            aria-label="The founder’s answers"
            className="grid list-decimal gap-0.5 pl-5 text-sm text-ink-700"
          >
            {answers.map((answer, index) => (
              <li key={index} className="break-words">
                {answer}
              </li>
            ))}
          </ol>
        </div>
      )}
      <div>
        <PanelToggle open={open} panelId={panelId} onToggle={toggle}>
          {open ? 'Hide launch chat' : 'View launch chat'}
        </PanelToggle>
      </div>
      <div id={panelId} hidden={!open} className="max-w-full">
        {failed ? (
          <p role="alert" className="text-sm text-danger-700">
            {failed}
          </p>
        ) : messages ? (
          <Transcript messages={messages} />
        ) : (
          open && <Spinner label="Loading the launch chat" showLabel />
        )}
      </div>
    </div>
  );
}
