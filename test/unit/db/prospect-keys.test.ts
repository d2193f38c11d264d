import { describe, expect, it } from 'vitest';
import { prospectNoteEntity } from '../../../functions/adapters/db/entities/prospect-note.ts';
import { prospectEntity } from '../../../functions/adapters/db/entities/prospect.ts';

const token = '0b3e9a52-6d1f-4a8e-b7c4-5e2d1f0a9c8b';
const itemOf = (params: object) => (params as { Item: Record<string, unknown> }).Item;

/**
 * The keys of what staff keep about a prospect are stored in existing items and named in the
 * note writer's IAM grant (prospect#*), so they are pinned here.
 */
describe('prospect keys', () => {
  it('puts the prospect and its notes under prospect#{token}', () => {
    const prospect = itemOf(
      prospectEntity.put({ resume_token: token, updated_at: 'now', version: 1 }).params({ table: 'quarter' }),
    );
    const note = itemOf(
      prospectNoteEntity
        .put({
          resume_token: token,
          id: 'n1',
          text: 'hi',
          author: 'a@b.co',
          created_at: '2026-01-05T09:00:00.000Z',
        })
        .params({ table: 'quarter' }),
    );

    expect([prospect.pk, prospect.sk]).toEqual([`prospect#${token}`, 'prospect']);
    expect([note.pk, note.sk]).toEqual([`prospect#${token}`, 'note#2026-01-05T09:00:00.000Z#n1']);
  });

  it('indexes a prospect on gsi2 only while it has a follow-up date (a sparse index)', () => {
    const none = itemOf(
      prospectEntity.put({ resume_token: token, updated_at: 'now', version: 1 }).params({ table: 'quarter' }),
    );
    const due = itemOf(
      prospectEntity
        .put({ resume_token: token, updated_at: 'now', version: 1, follow_up_on: '2026-01-09' })
        .params({ table: 'quarter' }),
    );
    const query = prospectEntity.query
      .byFollowUp({})
      .lte({ follow_up_on: '2026-01-09' })
      .params({ table: 'quarter' });

    expect(none).not.toHaveProperty('gsi2pk');
    expect(none).not.toHaveProperty('gsi2sk');
    expect([due.gsi2pk, due.gsi2sk]).toEqual(['prospect-follow-ups', '2026-01-09']);
    expect(query).toMatchObject({
      IndexName: 'gsi2',
      KeyConditionExpression: '#pk = :pk and #sk1 <= :sk1',
      ExpressionAttributeValues: { ':pk': 'prospect-follow-ups', ':sk1': '2026-01-09' },
    });
  });
});
