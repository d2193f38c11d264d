import { describe, expect, it } from 'vitest';
import { REFERRAL_SECTORS } from '../../../../functions/domain/sectors.ts';
import { REFERRAL_SECTOR_OPTIONS } from './sector-options.ts';

describe('REFERRAL_SECTOR_OPTIONS', () => {
  it('are the domain referral sectors, in order, without Other', () => {
    expect(REFERRAL_SECTOR_OPTIONS).toEqual(REFERRAL_SECTORS.map(({ id, name }) => ({ id, name })));
    expect(REFERRAL_SECTOR_OPTIONS).toHaveLength(11);
  });
});
