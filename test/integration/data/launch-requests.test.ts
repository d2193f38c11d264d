import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  getLaunchRequest,
  listLaunchRequests,
  saveLaunchRequestStep,
} from '../../../functions/adapters/db/launch-requests.ts';
import { at, collectPages, unique } from './fixtures.ts';

describe('launch requests', () => {
  it('builds a request step by step without losing earlier fields, created_at set once', async () => {
    const token = randomUUID();

    await saveLaunchRequestStep({ resume_token: token, last_step: 'idea', now: '2026-03-01T09:00:00.000Z' });
    await saveLaunchRequestStep({
      resume_token: token,
      last_step: 'sector',
      business_type: 'FinTech',
      name: 'Chidi Okafor',
      now: '2026-03-01T09:05:00.000Z',
    });
    const last = await saveLaunchRequestStep({
      resume_token: token,
      last_step: 'closing',
      email: 'chidi@example.com',
      phone: '+2348012345678',
      business_name: 'Okafor Pay',
      bvn_encrypted: 'enc:bvn',
      id_document_key: 'uploads/id.png',
      bank_details_encrypted: 'enc:bank',
      ai_summary: 'A wallet for market traders.',
      name: undefined,
      now: '2026-03-01T09:30:00.000Z',
    });

    const expected = {
      id: token,
      resume_token: token,
      name: 'Chidi Okafor',
      email: 'chidi@example.com',
      phone: '+2348012345678',
      bvn_encrypted: 'enc:bvn',
      id_document_key: 'uploads/id.png',
      bank_details_encrypted: 'enc:bank',
      business_name: 'Okafor Pay',
      business_type: 'FinTech',
      last_step: 'closing',
      ai_summary: 'A wallet for market traders.',
      created_at: '2026-03-01T09:00:00.000Z',
      updated_at: '2026-03-01T09:30:00.000Z',
    };
    expect(last).toEqual(expected);
    expect(await getLaunchRequest(token)).toEqual(expected);
    expect(await getLaunchRequest(randomUUID())).toBeUndefined();
  });

  it('keeps both of two simultaneous partial saves', async () => {
    const token = randomUUID();
    await Promise.all([
      saveLaunchRequestStep({ resume_token: token, name: 'Both Saved' }),
      saveLaunchRequestStep({ resume_token: token, business_name: 'Race Ltd' }),
      saveLaunchRequestStep({ resume_token: token, email: 'race@example.com' }),
    ]);
    const stored = await getLaunchRequest(token);
    expect([stored?.name, stored?.business_name, stored?.email]).toEqual([
      'Both Saved',
      'Race Ltd',
      'race@example.com',
    ]);
  });

  it('lists newest first with presence flags only, never the sensitive values', async () => {
    const marker = unique('launch');
    const withSecrets = randomUUID();
    const plain = randomUUID();
    await saveLaunchRequestStep({
      resume_token: withSecrets,
      name: `Secret ${marker}`,
      bvn_encrypted: 'enc:bvn-value',
      id_document_key: 'uploads/id-value.png',
      bank_details_encrypted: 'enc:bank-value',
      now: '2006-01-01T00:00:00.000Z',
    });
    await saveLaunchRequestStep({
      resume_token: plain,
      name: `Plain ${marker}`,
      now: '2006-01-01T00:00:01.000Z',
    });

    const page = await listLaunchRequests({ q: marker });

    expect(page.items.map((request) => request.resume_token)).toEqual([plain, withSecrets]);
    expect(page.items[1]).toMatchObject({ has_bvn: true, has_id_document: true, has_bank_details: true });
    expect(page.items[0]).toMatchObject({ has_bvn: false, has_id_document: false, has_bank_details: false });
    const listed = JSON.stringify(page);
    for (const secret of ['bvn-value', 'id-value', 'bank-value', 'bvn_encrypted', 'search_text']) {
      expect(listed).not.toContain(secret);
    }
  });

  it('pages and searches across pages by name, email, business name and type', async () => {
    const marker = unique('lr');
    const tokens: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      const token = randomUUID();
      tokens.push(token);
      await saveLaunchRequestStep({
        resume_token: token,
        business_name: `${marker} Shop ${index}`,
        now: at('2007-01-01T00:00:00.000Z', index),
      });
    }
    await saveLaunchRequestStep({ resume_token: randomUUID(), email: `${marker}@Mail.com` });
    await saveLaunchRequestStep({
      resume_token: randomUUID(),
      business_type: `Agri ${marker.toUpperCase()}`,
    });

    const { items, pages } = await collectPages((cursor) =>
      listLaunchRequests({ q: `${marker} shop`, cursor, limit: 2 }),
    );

    expect(pages).toBe(3);
    expect(items.map((request) => request.resume_token)).toEqual([...tokens].reverse());
    expect((await listLaunchRequests({ q: marker })).items).toHaveLength(7);
  });
});
