import { describe, expect, it } from 'vitest';
import { waitFor, WaitTimeout } from '../../setup/wait-for.ts';

describe('waitFor, the one wait of the tests', () => {
  it('answers the first value that satisfies the condition', async () => {
    let calls = 0;

    const value = await waitFor(
      'the third look',
      () => (calls += 1),
      (count) => count >= 3,
      { intervalMs: 1 },
    );

    expect(value).toBe(3);
  });

  it('throws at its deadline, naming what it waited for and what it saw last', async () => {
    const started = Date.now();

    const waited = waitFor(
      '2 mails to ada@example.com with subject /Your code/',
      async () => ['one mail'],
      (mails) => mails.length >= 2,
      {
        timeoutMs: 200,
        intervalMs: 20,
      },
    );

    await expect(waited).rejects.toThrow(WaitTimeout);
    await expect(waited).rejects.toThrow(
      "Gave up after 200 ms waiting for 2 mails to ada@example.com with subject /Your code/; last seen: [ 'one mail' ]",
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('keeps looking past a failing look, and names the last error if it never succeeds', async () => {
    let calls = 0;
    const flaky = async () => {
      calls += 1;
      if (calls < 3) throw new Error('connection refused');
      return 'up';
    };

    await expect(waitFor('the receiver', flaky, (value) => value === 'up', { intervalMs: 1 })).resolves.toBe(
      'up',
    );
    await expect(
      waitFor(
        'the receiver to answer',
        async () => {
          throw new TypeError('fetch failed');
        },
        () => true,
        { timeoutMs: 50, intervalMs: 10 },
      ),
    ).rejects.toThrow('waiting for the receiver to answer; last seen: the error TypeError: fetch failed');
  });
});
