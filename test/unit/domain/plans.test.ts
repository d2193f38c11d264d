import { describe, expect, it } from 'vitest';
import {
  BANKING_PLATFORM_PLAN,
  BASIC_SUPPORT,
  DEFAULT_SERVICE_TYPE,
  LAUNCH_SERVICES,
  PREMIUM_SUPPORT,
  SERVICE_TYPES,
  SUPPORT_TIERS,
  isFeatureSeparator,
  parseLaunchService,
} from '../../../functions/domain/plans.ts';

describe('plans and support tiers', () => {
  it('sells the Banking Platform from 5,000,000 NGN, one-time', () => {
    expect(BANKING_PLATFORM_PLAN).toMatchObject({
      name: 'Banking Platform',
      price: 5_000_000,
      priceLabel: 'Starting from',
      currency: 'NGN',
      interval: 'one-time',
      productType: 'platform',
    });
    expect(BANKING_PLATFORM_PLAN.features.filter(isFeatureSeparator)).toHaveLength(1);
  });

  it('offers free basic support by default and premium at 150,000 NGN a month', () => {
    expect(SUPPORT_TIERS.filter((tier) => tier.isDefault)).toEqual([BASIC_SUPPORT]);
    expect(BASIC_SUPPORT.monthlyPrice).toBe(0);
    expect(BASIC_SUPPORT.features).toEqual([
      'Email support (reply within 48 hours)',
      'Documentation',
      'Community forum',
      'Troubleshooting guides',
    ]);
    expect(PREMIUM_SUPPORT.monthlyPrice).toBe(150_000);
    expect(PREMIUM_SUPPORT.features).toEqual([
      '24/7 priority support',
      'Dedicated account manager',
      'Live chat & phone support',
      'Custom integration support',
      'Weekly strategy calls',
      'Priority feature requests',
      'SLA guarantees',
    ]);
  });

  it('knows the service types with fintech-platform as default', () => {
    expect(SERVICE_TYPES).toContain('banking-crypto-hybrid');
    expect(DEFAULT_SERVICE_TYPE).toBe('fintech-platform');
  });

  it('accepts only the three /launch?service values', () => {
    expect([...LAUNCH_SERVICES]).toEqual(['banking-platform', 'crypto-exchange', 'fullstack-fintech']);
    expect(parseLaunchService('crypto-exchange')).toBe('crypto-exchange');
    expect(parseLaunchService('banking-crypto-hybrid')).toBeNull();
    expect(parseLaunchService(null)).toBeNull();
  });
});
