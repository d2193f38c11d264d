import { useState, type ReactNode } from 'react';
import { DEFAULT_TEST_MESSAGE } from '@domain/q-calls.ts';
import type { ChatRequest } from '@domain/contracts/chat.ts';
import type { LeadInput } from '@domain/contracts/leads.ts';
import { apiCall, refusalMessage, type ApiCallOptions } from '../../../lib/api-client.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label, Textarea } from '../../../components/ui/form-controls.tsx';
import { Markdown } from '../../../components/ui/markdown.tsx';
import { Q_ANSWER_TIMEOUT_MS } from '../../../shared/ask-q-call.ts';
import { ADMIN_MESSAGES } from '../admin-messages.ts';

/** A result line; `markdown` lines (Q's reply) are rendered as the widget renders them. */
type Line = [name: string, value: string, format?: 'markdown'];
/** What a test call came to: the lines it answered, or the refusal in the server's words. */
type Outcome = { passed: true; lines: Line[] } | { passed: false; refusal: string };

/**
 * A public endpoint called as a visitor would (no token); a refusal throws the API client's error,
 * worded with the server's message.
 */
async function callPublic(
  path: `/api/${string}`,
  options: ApiCallOptions = {},
): Promise<Record<string, unknown>> {
  const body = await apiCall(path, options);
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const TEST_LEAD: LeadInput = {
  name: 'Test Lead',
  email: 'test-panel@example.com',
  business_type: 'fintech',
  message: 'Test lead sent from the admin test panel.',
  source: 'test-panel',
};

function Result({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return (
    <div role="status" className="mt-3 grid gap-2 rounded-xl bg-ink-50 p-3">
      <Badge variant={outcome.passed ? 'default' : 'destructive'} className="justify-self-start">
        {outcome.passed ? ADMIN_MESSAGES.testSuccess : ADMIN_MESSAGES.testFailed}
      </Badge>
      {outcome.passed ? (
        <dl className="grid gap-1 text-sm">
          {outcome.lines.map(([name, value, format]) => (
            <div key={name}>
              <dt className="font-medium text-ink-900">{name}</dt>
              {format === 'markdown' ? (
                <dd className="break-words text-ink-700">
                  <Markdown text={value} />
                </dd>
              ) : (
                <dd className="break-words whitespace-pre-wrap text-ink-700">{value}</dd>
              )}
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm break-words text-danger-700">{outcome.refusal}</p>
      )}
    </div>
  );
}

function TestCard({
  title,
  description,
  action,
  run,
  children,
}: {
  title: string;
  description: string;
  action: string;
  run: () => Promise<Line[]>;
  children?: ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  async function start() {
    setBusy(true);
    try {
      setOutcome({ passed: true, lines: await run() });
    } catch (error: unknown) {
      setOutcome({ passed: false, refusal: refusalMessage(error, undefined, { noAnswer: 'shared' }) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {children}
        <Button size="sm" data-no-scroll disabled={busy} onClick={() => void start()} className="mt-3">
          {busy ? 'Running…' : action}
        </Button>
        <Result outcome={outcome} />
      </CardContent>
    </Card>
  );
}

/** Test Function: the chat guide, the lead form and the health check, each called as a visitor would. */
export function TestFunctionTab() {
  const [message, setMessage] = useState(DEFAULT_TEST_MESSAGE);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-3">
      <TestCard
        title="Q chat"
        description="Sends the test message to Q (POST /api/chat)."
        action="Send test message"
        run={async () => {
          const request: ChatRequest = { messages: [{ role: 'user', content: message }] };
          const answer = await callPublic('/api/chat', {
            method: 'POST',
            body: request,
            timeoutMs: Q_ANSWER_TIMEOUT_MS,
          });
          return [
            ['Session id', text(answer.sessionId)],
            ['Reply', text(answer.reply), 'markdown'],
          ];
        }}
      >
        <div className="grid gap-1.5">
          <Label htmlFor="test-message">Test message</Label>
          <Textarea id="test-message" value={message} onChange={(event) => setMessage(event.target.value)} />
        </div>
      </TestCard>
      <TestCard
        title="Submit lead"
        description="Sends a test lead (POST /api/leads)."
        action="Send test lead"
        run={async () => {
          const answer = await callPublic('/api/leads', { method: 'POST', body: TEST_LEAD });
          return [['Lead id', text(answer.id)]];
        }}
      />
      <TestCard
        title="Simple test"
        description="Checks that the API answers (GET /api/simple-test)."
        action="Call simple-test"
        run={async () => {
          const answer = await callPublic('/api/simple-test');
          return Object.entries(answer).map(([name, value]) => [name, text(value)]);
        }}
      />
    </div>
  );
}
