import { describe, expect, it } from 'vitest';
import { collectPages, csvCell, toCsv } from './csv.ts';

describe('CSV encoding (RFC 4180, spreadsheet safe)', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes, with CRLF rows', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['plain', 'has, comma'],
          ['say "hi"', 'two\nlines'],
          [null, 3],
        ],
      ),
    ).toBe('a,b\r\nplain,"has, comma"\r\n"say ""hi""","two\nlines"\r\n,3\r\n');
  });

  it('prefixes text that a spreadsheet would run as a formula with a quote', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+2348012345678')).toBe("'+2348012345678");
    expect(csvCell('-1+1')).toBe("'-1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a=b')).toBe('a=b');
    // Numbers the product computes are data, not text a visitor typed.
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('yes');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('collectPages', () => {
  const pages = (total: number, size: number) => async (cursor: string | null) => {
    const start = cursor ? Number(cursor) : 0;
    const items = Array.from({ length: Math.min(size, total - start) }, (_, index) => start + index);
    const next = start + size;
    return { items, nextCursor: next < total ? String(next) : null };
  };

  it('follows cursors to the last page', async () => {
    expect(await collectPages(pages(250, 100), 2_000)).toEqual({
      items: Array.from({ length: 250 }, (_, index) => index),
      overCap: false,
    });
    expect((await collectPages(pages(2_000, 100), 2_000)).items).toHaveLength(2_000);
  });

  it('stops past the cap and says so instead of returning a partial list', async () => {
    expect(await collectPages(pages(2_001, 100), 2_000)).toEqual({ items: [], overCap: true });
    expect(await collectPages(pages(5, 2), 4)).toEqual({ items: [], overCap: true });
  });
});
