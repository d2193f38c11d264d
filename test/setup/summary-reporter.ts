import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line ("Tests: N passed, N failed, N skipped") that CI reads the same way
 * whatever runner produced it. Vitest's own summary stays above it.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const testModule of testModules) {
      if (testModule.state() === 'failed' && [...testModule.children.allTests()].length === 0) failed += 1;
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed += 1;
        else if (state === 'failed') failed += 1;
        else skipped += 1;
      }
    }
    failed += unhandledErrors.length;
    const tail = skipped > 0 ? `, ${skipped} skipped` : '';
    process.stdout.write(
      `${slowestFiles(testModules)}${passedOnRetry(testModules)}\nTests: ${passed} passed, ${failed} failed${tail}\n`,
    );
  }
}

/**
 * The ten files that took longest, with their project: the suite's speed is watched file by file
 * (ARCHITECTURE.md, "Suite speed"), because on a shared machine the total says more about the
 * neighbours than about the tests.
 */
function slowestFiles(testModules: ReadonlyArray<TestModule>): string {
  const timed = testModules
    .map((testModule) => ({
      file: `${testModule.project.name} ${testModule.relativeModuleId}`,
      ms: testModule.diagnostic().duration,
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  if (timed.length === 0) return '';
  const lines = timed.map(({ file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
  return `\nSlowest files:\n${lines.join('\n')}\n`;
}

/**
 * Tests that failed and then passed when run again (the e2e projects' `retry`), each with the
 * first run's error: a retry keeps the run green, and this list keeps the failure in sight.
 */
function passedOnRetry(testModules: ReadonlyArray<TestModule>): string {
  const lines = testModules.flatMap((testModule) =>
    [...testModule.children.allTests()]
      .filter((test) => test.result().state === 'passed' && test.diagnostic()?.flaky)
      .map((test) => {
        const first = test.result().errors?.[0]?.message.split('\n')[0] ?? 'no error recorded';
        return `  ${testModule.project.name} ${testModule.relativeModuleId} > ${test.fullName}\n      first run: ${first}`;
      }),
  );
  if (lines.length === 0) return '';
  return `\nPassed only when run again (${lines.length}):\n${lines.join('\n')}\n`;
}
