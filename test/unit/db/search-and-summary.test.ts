import { describe, expect, it } from 'vitest';
import { createMockLaunchRequest } from '../../fixtures/records.ts';
import { adminLaunchRequestView } from '../../../functions/domain/launch-request-views.ts';
import { searchTerm, searchText } from '../../../functions/adapters/db/search-text.ts';

describe('searchText', () => {
  it('lowercases and joins the fields, skipping empty ones, one field per line', () => {
    expect(searchText(' Ada OBI ', null, undefined, '', ['FinTech', 'Real_Estate'])).toBe(
      'ada obi\nfintech\nreal_estate',
    );
  });

  it('normalises the query the same way, and treats blank as no search', () => {
    expect(searchTerm('  ADA ')).toBe('ada');
    expect(searchTerm('   ')).toBeUndefined();
    expect(searchTerm(null)).toBeUndefined();
  });
});

describe('launch request summary', () => {
  it('shows sensitive fields as presence flags only', () => {
    // Prepare
    const request = createMockLaunchRequest({
      bvn_encrypted: 'enc:22222222222',
      id_document_key: 'uploads/passport.png',
      bank_details_encrypted: '',
    });

    // Act
    const summary = adminLaunchRequestView(request);

    // Assess
    expect(summary).toMatchObject({ has_bvn: true, has_id_document: true, has_bank_details: false });
    const shown = JSON.stringify(summary);
    expect(shown).not.toContain('22222222222');
    expect(shown).not.toContain('passport');
    for (const sensitive of ['bvn_encrypted', 'id_document_key', 'bank_details_encrypted']) {
      expect(summary).not.toHaveProperty(sensitive);
    }
  });
});
