import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getLaunchRequestsOf } from '../../../functions/adapters/db/launch-requests.ts';
import { getOnboardingsOf } from '../../../functions/adapters/db/onboardings.ts';
import { getProspectCaresOf } from '../../../functions/adapters/db/prospects.ts';

const documents = mockClient(DynamoDBDocumentClient);

/** Whether every batch read sent asked for strongly consistent reads. */
const consistentReads = () =>
  documents
    .commandCalls(BatchGetCommand)
    .map((call) => call.args[0].input.RequestItems?.['unit-table']?.ConsistentRead ?? false);

describe('batch reads by resume token', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = 'unit-table';
  });
  beforeEach(() => {
    documents.reset();
    documents.on(BatchGetCommand).resolves({ Responses: { 'unit-table': [] } });
  });

  // The follow-up list replaced one strongly consistent read per prospect with these: a name or
  // follow-up date a staff member has just saved must not show as it was a moment before.
  it('read the follow-up list strongly consistent, as the one-record reads they replace', async () => {
    await getProspectCaresOf(['t1']);
    await getOnboardingsOf(['t1']);
    await getLaunchRequestsOf(['t1'], { consistent: true });

    expect(consistentReads()).toEqual([true, true, true]);
  });

  it('leave the funnel’s launch request reads eventually consistent', async () => {
    await getLaunchRequestsOf(['t1']);

    expect(consistentReads()).toEqual([false]);
  });

  it('ask in batches of 100 keys', async () => {
    await getOnboardingsOf(Array.from({ length: 150 }, (_, index) => `t${index}`));

    const sizes = documents
      .commandCalls(BatchGetCommand)
      .map((call) => call.args[0].input.RequestItems?.['unit-table']?.Keys?.length);
    expect(sizes).toEqual([100, 50]);
  });
});
