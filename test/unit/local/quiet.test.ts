import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ProductQuiet } from '../../../functions/local/quiet.ts';

/** One pass of the stream poller over every shard, finding records or not. */
function streamPass(quiet: ProductQuiet, foundRecords: boolean): void {
  quiet.streamPass()(foundRecords);
}

describe('the local product is idle (GET /_local/idle, issue #28)', () => {
  it('is not idle while anything is held, nor before the stream was read empty after it ended', () => {
    const quiet = new ProductQuiet();
    streamPass(quiet, false);
    expect(quiet.state().idle).toBe(true);

    const release = quiet.hold('WhatsApp queue delivery');
    streamPass(quiet, false);
    expect(quiet.state()).toMatchObject({ idle: false, inHand: { 'WhatsApp queue delivery': 1 } });

    release();
    // The work may have written to the table: its stream records are still unread.
    expect(quiet.state()).toMatchObject({ idle: false, inHand: {}, streamReadEmpty: false });
    streamPass(quiet, true);
    expect(quiet.state().idle).toBe(false);
    streamPass(quiet, false);
    expect(quiet.state().idle).toBe(true);
  });

  it('does not count a stream pass that was under way when work started or ended', () => {
    const quiet = new ProductQuiet();
    const passOver = quiet.streamPass();
    quiet.hold('handler chat')();
    passOver(false);
    expect(quiet.state().idle).toBe(false);
    streamPass(quiet, false);
    expect(quiet.state().idle).toBe(true);
  });

  it('numbers the passes, so a caller can wait for one begun after its own write to the table', () => {
    const quiet = new ProductQuiet();
    streamPass(quiet, false);
    const begunBefore = quiet.state().streamPassesBegun;
    expect(quiet.state()).toMatchObject({ idle: true, quietStreamPass: begunBefore });
    streamPass(quiet, false);
    expect(quiet.state().quietStreamPass).toBeGreaterThan(begunBefore);
  });

  it('holds each handler run by a counting loader until it settles, and releases a thrown one too', async () => {
    const quiet = new ProductQuiet();
    streamPass(quiet, false);
    let finish: (value: string) => void = () => undefined;
    const load = quiet.counting(async (name) =>
      name === 'chat'
        ? () => new Promise<unknown>((resolve) => (finish = resolve))
        : name === 'broken'
          ? () => Promise.reject(new Error('handler failed'))
          : undefined,
    );
    expect(await load('missing')).toBeUndefined();

    const chat = (await load('chat'))!({}, {} as Context);
    expect(quiet.state().inHand).toEqual({ 'handler chat': 1 });
    finish('answered');
    await expect(chat).resolves.toBe('answered');
    await expect((await load('broken'))!({}, {} as Context)).rejects.toThrow('handler failed');
    expect(quiet.state().inHand).toEqual({});
  });

  it('releases a hold once, however often its release is called', () => {
    const quiet = new ProductQuiet();
    const first = quiet.hold('SES event');
    const second = quiet.hold('SES event');
    first();
    first();
    expect(quiet.state().inHand).toEqual({ 'SES event': 1 });
    second();
    expect(quiet.state().inHand).toEqual({});
  });
});
