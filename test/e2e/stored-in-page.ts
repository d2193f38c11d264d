import type { Page } from 'playwright-core';

/** The part of the Web Storage API these tests read (the Node typings have no DOM). */
interface PageStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
}

/**
 * Everything the page keeps in localStorage and sessionStorage, as one string to search: a revealed
 * sensitive value must live in the page's memory only, never here.
 */
export const storedInPage = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const { localStorage: local, sessionStorage: session } = globalThis as unknown as {
      localStorage: PageStorage;
      sessionStorage: PageStorage;
    };
    const dump = (storage: PageStorage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      });
    return [...dump(local), ...dump(session)].join('\n');
  });
