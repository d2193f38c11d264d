import { describe, expect, it } from 'vitest';
import { carriesWords, previewRows } from './search-preview.ts';

describe('the search preview while the server answers', () => {
  const record = { name: 'Bisi Akande', email: 'bisi@example.com', business_name: 'Bisi Bakery Abeokuta' };

  it('keeps a record that holds every word typed, in any case and order', () => {
    expect(carriesWords(record, 'BAKERY bisi')).toBe(true);
    expect(carriesWords(record, 'bisi@example')).toBe(true);
    expect(carriesWords(record, '   ')).toBe(true);
  });

  it('drops a record missing any one word', () => {
    expect(carriesWords(record, 'bisi lagos')).toBe(false);
  });
});

describe('the rows shown while a search is in flight', () => {
  it('shows the rows that fit, or all of them when none does', () => {
    expect(previewRows([1, 2, 3], (n) => n > 1)).toEqual([2, 3]);
    expect(previewRows([1, 2, 3], (n) => n > 5)).toEqual([1, 2, 3]);
  });
});
