import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints one plain closing line ("Tests: N passed, N failed, N skipped") that CI reads the same way
 * whatever runner produced it. Vitest's own summary stays above it.
 */
export default class SummaryReporter implements Reporter {
  private readonly spans = new Map<
    string,
    { first: number; last: number; files: number; summedMs: number }
  >();

  onTestModuleStart(testModule: TestModule): void {
    const name = testModule.project.name;
    const now = Date.now();
    const span = this.spans.get(name) ?? { first: now, last: now, files: 0, summedMs: 0 };
    this.spans.set(name, { ...span, first: Math.min(span.first, now) });
  }

  onTestModuleEnd(testModule: TestModule): void {
    const span = this.spans.get(testModule.project.name);
    if (!span) return;
    span.last = Math.max(span.last, Date.now());
    span.files += 1;
    span.summedMs += testModule.diagnostic().duration;
  }

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
      `${slowestFiles(testModules)}${projectSpans(this.spans)}${passedOnRetry(testModules)}
Tests: ${passed} passed, ${failed} failed${tail}
`,
    );
  }
}

/**
 * Where the wall time went, project by project: from its first file's start to its last file's
 * end, with the files' summed time beside it (summed over wall = how many ran at once). The run's
 * total alone does not say which step to work on (ARCHITECTURE.md, "Suite speed").
 */
function projectSpans(
  spans: ReadonlyMap<string, { first: number; last: number; files: number; summedMs: number }>,
): string {
  if (spans.size === 0) return '';
  const lines = [...spans]
    .sort(([, a], [, b]) => a.first - b.first)
    .map(([name, { first, last, files, summedMs }]) => {
      const wall = (last - first) / 1000;
      const summed = summedMs / 1000;
      return `  ${name.padEnd(18)} ${wall.toFixed(0).padStart(5)} s wall  ${summed.toFixed(0).padStart(5)} s summed  ${String(files).padStart(3)} files`;
    });
  return `\nWall time by project (first file's start to last file's end):\n${lines.join('\n')}\n`;
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
 * The test's own line the first run failed at, and what its pages showed then (the e2e failure
 * report, test/setup/e2e-failure-report.ts, appends that to the message): a flake that passed on
 * its retry is then diagnosable from the CI log, not only one that failed twice.
 */
function whereAndWhatShowed(error: { message: string; stack?: string } | undefined): string {
  if (!error) return '';
  const at = error.stack?.split('\n').find((line) => /test\/(e2e|integration)\/.*\.test\.ts/.test(line));
  const showed = error.message.indexOf('What the open pages showed');
  const pages = showed < 0 ? [] : error.message.slice(showed).split('\n').slice(0, 30);
  return [
    at ? `\n      at: ${at.trim().replace(/^at /, '')}` : '',
    ...pages.map((line) => `\n        ${line}`),
  ].join('');
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
        const error = test.result().errors?.[0];
        const first = error?.message.split('\n')[0] ?? 'no error recorded';
        return `  ${testModule.project.name} ${testModule.relativeModuleId} > ${test.fullName}\n      first run: ${first}${whereAndWhatShowed(error)}`;
      }),
  );
  if (lines.length === 0) return '';
  return `\nPassed only when run again (${lines.length}):\n${lines.join('\n')}\n`;
}
