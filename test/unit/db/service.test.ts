import { Service } from 'electrodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { rateCounterEntity } from '../../../functions/adapters/db/entities/rate-counter.ts';
import { rateCounterKey } from '../../../functions/adapters/db/rate-limits.ts';
import { boundEntity } from '../../../functions/adapters/db/bound-entity.ts';
import { db, quarterEntities } from '../../../functions/adapters/db/service.ts';

describe('the data service', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = 'quarter-service-test';
  });

  it('holds entities that join one ElectroDB Service (same service name, compatible indexes)', () => {
    // Prepare // Act
    const service = new Service(quarterEntities);

    // Assess
    expect(Object.keys(service.entities).sort()).toEqual(Object.keys(quarterEntities).sort());
  });

  it('builds the same TransactWriteItems as Service.transaction.write', () => {
    // Prepare
    const reference = new Service(quarterEntities, { table: 'quarter-service-test' });
    const day = { lagos_date: '2030-01-02' };
    const session = { session_id: 'chat_0123456789abcdef0123456789' };

    // Act
    const ours = db()
      .transaction.write(({ chatSession, chatDayCounter }) => [
        chatDayCounter.update(day).add({ sessions_created: 1 }).commit(),
        chatSession
          .delete(session)
          .where((attribute, op) => op.exists(attribute.session_id))
          .commit(),
      ])
      .params();
    const theirs = reference.transaction
      .write(({ chatSession, chatDayCounter }) => [
        chatDayCounter.update(day).add({ sessions_created: 1 }).commit(),
        chatSession
          .delete(session)
          .where((attribute, op) => op.exists(attribute.session_id))
          .commit(),
      ])
      .params();

    // Assess: compared in the form sent to DynamoDB
    expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
    expect(ours.TransactItems).toHaveLength(2);
  });

  it('counts rate limits under the keys the rate_counter entity describes', () => {
    const params = boundEntity(rateCounterEntity)
      .update({ key: 'chat:ip:1.2.3.4', window_start: '1700000000' })
      .add({ hits: 1 })
      .params();

    expect(params.Key).toEqual(rateCounterKey('chat:ip:1.2.3.4', 1700000000));
  });

  it('binds a single entity to the table on first use', () => {
    // Act
    const params = boundEntity(rateCounterEntity)
      .update({ key: 'rate#test', window_start: '0' })
      .add({ hits: 1 })
      .params();

    // Assess
    expect(params.TableName).toBe('quarter-service-test');
  });
});
