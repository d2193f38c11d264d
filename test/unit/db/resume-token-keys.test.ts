import { describe, expect, it } from 'vitest';
import { launchRequestEntity } from '../../../functions/adapters/db/entities/launch-request.ts';
import { onboardingEntity } from '../../../functions/adapters/db/entities/onboarding.ts';

/**
 * Stored key formats of the records keyed by a resume token. Items already in DynamoDB and the
 * admin lists depend on these exact strings, so any change to them must fail here first.
 */
const table = { table: 'keys-test' };
const resumeToken = 'Tok-7f6c2A';
const createdAt = '2026-01-05T09:00:00.000Z';
const record = {
  resume_token: resumeToken,
  created_at: createdAt,
  updated_at: createdAt,
  search_text: 'okafor pay',
  version: 1,
};

const cases = [
  {
    name: 'launch request',
    put: () => launchRequestEntity.put(record).params(table),
    get: () => launchRequestEntity.get({ resume_token: resumeToken }).params(table),
    list: () => launchRequestEntity.query.byCreated({}).params(table),
    listAfter: () => launchRequestEntity.query.byCreated({}).gt({ created_at: createdAt }).params(table),
    keys: { pk: `launch#${resumeToken}`, sk: 'request', gsi1pk: 'launch-requests', gsi1sk: createdAt },
    identity: { __edb_e__: 'launch_request', __edb_v__: '1' },
  },
  {
    name: 'onboarding',
    put: () => onboardingEntity.put(record).params(table),
    get: () => onboardingEntity.get({ resume_token: resumeToken }).params(table),
    list: () => onboardingEntity.query.byCreated({}).params(table),
    listAfter: () => onboardingEntity.query.byCreated({}).gt({ created_at: createdAt }).params(table),
    keys: { pk: `onboarding#${resumeToken}`, sk: 'onboarding', gsi1pk: 'onboardings', gsi1sk: createdAt },
    identity: { __edb_e__: 'onboarding', __edb_v__: '1' },
  },
];

describe.each(cases)('$name keys', ({ put, get, list, listAfter, keys, identity }) => {
  it('stores the item under its token, case kept, and in the newest-first list', () => {
    // Act
    const { Item } = put();

    // Assess
    expect(Item).toEqual({ ...record, ...keys, ...identity });
  });

  it('reads one item by its token', () => {
    // Act
    const params = get();

    // Assess
    expect(params).toEqual({ TableName: 'keys-test', Key: { pk: keys.pk, sk: keys.sk } });
  });

  it('lists from one gsi1 partition sorted by created_at', () => {
    // Act
    const params = list();

    // Assess
    expect(params).toEqual({
      TableName: 'keys-test',
      IndexName: 'gsi1',
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'gsi1pk' },
      ExpressionAttributeValues: { ':pk': keys.gsi1pk },
    });
  });

  it('pages the list after a created_at', () => {
    // Act
    const params = listAfter();

    // Assess
    expect(params).toMatchObject({
      IndexName: 'gsi1',
      ExpressionAttributeNames: { '#pk': 'gsi1pk', '#sk1': 'gsi1sk' },
      ExpressionAttributeValues: { ':pk': keys.gsi1pk, ':sk1': createdAt },
    });
  });
});
