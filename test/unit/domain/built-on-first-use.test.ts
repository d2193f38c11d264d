import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { builtOnFirstUse } from '../../../functions/domain/contracts/built-on-first-use.ts';

describe('builtOnFirstUse (contract schemas built on first use, #31)', () => {
  it('builds nothing until the schema is first read, then builds once', () => {
    let builds = 0;
    const schema = builtOnFirstUse(() => {
      builds += 1;
      return z.object({ name: z.string().trim().min(1, 'is required') });
    });
    expect(builds).toBe(0);

    expect(schema.parse({ name: ' Ada ' })).toEqual({ name: 'Ada' });
    expect(schema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('is required');
    expect(builds).toBe(1);
  });

  it('works as the schema inside, and as the base of, other schemas', () => {
    const inner = builtOnFirstUse(() => z.object({ amount: z.number().int() }));
    const outer = builtOnFirstUse(() => z.object({ payment: inner, list: z.array(inner).max(2) }));
    const extended = builtOnFirstUse(() => inner.extend({ note: z.string().optional() }));

    expect(outer.parse({ payment: { amount: 5 }, list: [{ amount: 1 }] })).toEqual({
      payment: { amount: 5 },
      list: [{ amount: 1 }],
    });
    expect(outer.safeParse({ payment: { amount: 1.5 }, list: [] }).error?.issues[0]?.path).toEqual([
      'payment',
      'amount',
    ]);
    expect(extended.parse({ amount: 2, note: 'x' })).toEqual({ amount: 2, note: 'x' });
    expect(Object.keys(inner.shape)).toEqual(['amount']);
    expect(inner).toBeInstanceOf(z.ZodObject);
    expect('shape' in inner).toBe(true);
  });
});
