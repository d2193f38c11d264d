import { beforeAll, beforeEach } from 'vitest';
import { describeOpenPages, forgetStaffSession } from '../e2e/browser.ts';

/**
 * e2e files share one module graph per worker (isolate: false in vitest.config.ts), so what
 * test/e2e/browser.ts keeps for a file is reset before the next one starts.
 */
beforeAll(() => {
  forgetStaffSession();
});

/**
 * When an e2e test fails, what its open pages showed is added to the failure itself (the message
 * the run's "Failed Tests" summary prints): URL, the first visible text, the last console errors.
 * A flake on a loaded CI machine can then be diagnosed from the log alone.
 *
 * A setup file, not a hook in useBrowser, so it covers every e2e file alike, also the ones that
 * open their contexts themselves (launchBrowser keeps the list of browsers it reads; the files
 * before this one closed their contexts, so the pages are this file's). It runs before afterAll
 * closes the file's contexts; a page a test closed in its own `finally` is gone by then.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const report = `\n\nWhat the open pages showed when the test failed:\n${await describeOpenPages()}`;
    const error = task.result?.errors?.[0];
    if (error) error.message = `${error.message}${report}`;
    else console.error(report);
  });
});
