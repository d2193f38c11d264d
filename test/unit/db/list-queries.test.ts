import { DynamoDBDocumentClient, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listChatSessions } from '../../../functions/adapters/db/chat-sessions.ts';
import { listLaunchRequests } from '../../../functions/adapters/db/launch-requests.ts';
import { listOnboarding } from '../../../functions/adapters/db/onboardings.ts';
import { listReferralActivities } from '../../../functions/adapters/db/referrals.ts';

const documents = mockClient(DynamoDBDocumentClient);

const chatItem = (index: number) => ({
  pk: `chat#s${index}`,
  sk: 'session',
  gsi1pk: 'chats',
  gsi1sk: `2026-01-0${index}T00:00:00.000Z`,
  session_id: `s${index}`,
  status: 'active',
  conversation_data: [],
  identified_needs: [],
  created_at: '2026-01-01T00:00:00.000Z',
  last_activity_at: `2026-01-0${index}T00:00:00.000Z`,
  search_text: '',
  version: 1,
  __edb_e__: 'chat_session',
  __edb_v__: '1',
});

describe('list queries', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = 'unit-table';
  });
  beforeEach(() => documents.reset());

  it('lists chat sessions with a reverse Query on gsi1, the search as a filter, never a Scan', async () => {
    // Prepare
    documents.on(QueryCommand).resolves({ Items: [chatItem(3), chatItem(2), chatItem(1)] });

    // Act
    const page = await listChatSessions({ q: ' Ada ', limit: 2 });

    // Assess
    expect(documents).toReceiveCommandWith(QueryCommand, {
      TableName: 'unit-table',
      IndexName: 'gsi1',
      ScanIndexForward: false,
      ExpressionAttributeValues: expect.objectContaining({ ':search_text0': 'ada' }),
    });
    expect(documents).not.toReceiveCommand(ScanCommand);
    expect(page.items.map((session) => session.session_id)).toEqual(['s3', 's2']);
    expect(page.items[0]).not.toHaveProperty('search_text');
    // The next page starts after the last item shown, not after the extra one read ahead.
    const next = JSON.parse(Buffer.from(page.cursor ?? '', 'base64url').toString('utf8'));
    expect(next).toEqual({
      pk: 'chat#s2',
      sk: 'session',
      gsi1pk: 'chats',
      gsi1sk: '2026-01-02T00:00:00.000Z',
    });
  });

  it('hands out no cursor on the last page', async () => {
    documents.on(QueryCommand).resolves({ Items: [chatItem(1)] });
    expect((await listChatSessions({ limit: 2 })).cursor).toBeNull();
  });

  it('uses the status index when a status is chosen', async () => {
    documents.on(QueryCommand).resolves({ Items: [] });
    await listChatSessions({ status: 'follow_up' });
    expect(documents).toReceiveCommandWith(QueryCommand, {
      IndexName: 'gsi2',
      ExpressionAttributeValues: expect.objectContaining({ ':pk': 'chats#follow_up' }),
    });
  });

  it('queries every other list on its own index or partition', async () => {
    documents.on(QueryCommand).resolves({ Items: [] });

    await listLaunchRequests({});
    await listOnboarding({});
    await listReferralActivities('referrer-1', {});

    const inputs = documents.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs.map((input) => [input.IndexName, input.ExpressionAttributeValues?.[':pk']])).toEqual([
      ['gsi1', 'launch-requests'],
      ['gsi1', 'onboardings'],
      [undefined, 'referrer#referrer-1'],
    ]);
    expect(documents).not.toReceiveCommand(ScanCommand);
  });
});
