import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';

/**
 * Issue #14: a 10 MB body was answered by closing the connection before the 413 was read (2 of 10
 * clients saw a reset). Every client must read the 413, however it streams its body.
 */
const baseUrl = new URL(inject('baseUrl'));
const TEN_MB = 10 * 1024 * 1024;

/** Streams `bytes` in 64 KB writes without a Content-Length (chunked), then reads the answer. */
function postBig(path: string, bytes: number, declareLength: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: baseUrl.hostname,
        port: baseUrl.port,
        path,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(declareLength ? { 'content-length': String(bytes) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('an oversized body', () => {
  it('gets a 413 every client can read, never a reset, with or without Content-Length', async () => {
    const answers = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => postBig('/api/chat-sessions', TEN_MB, index % 2 === 0)),
    );
    const outcomes = answers.map((answer) =>
      answer.status === 'fulfilled' ? answer.value : String(answer.reason),
    );
    expect(outcomes).toEqual(Array(10).fill(413));
  });
});
