import { describe, expect, it } from 'vitest';
import * as domain from '../../../functions/domain/index.ts';

describe('domain barrel', () => {
  it('re-exports the pieces web and functions import', () => {
    for (const name of [
      'formatNaira',
      'suggestSector',
      'questionsForSector',
      'guessBusinessType',
      'newDashboardToken',
      'LOCAL_STORAGE_KEYS',
      'normalizeEmail',
      'BANKING_PLATFORM_PLAN',
      'chatRequestSchema',
      'launchOnboardingRequestSchema',
      'referralApplyRequestSchema',
      'chatSessionPageSchema',
      'errorBodySchema',
      'runtimeConfigSchema',
    ]) {
      expect(domain, name).toHaveProperty(name);
    }
  });
});
