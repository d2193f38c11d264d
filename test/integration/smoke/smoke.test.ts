import { beforeAll, describe, expect, inject, it } from 'vitest';
import { runSmoke, type SmokeResult } from '../../../scripts/smoke/checks.ts';
import { signInAdmin } from '../admin/identity.ts';
import { viewerAddress } from '../reliability/support.ts';
import { startEdge, type Fault } from './saboteur.ts';

/**
 * `npm run smoke` against the local product, so the post-deploy check cannot rot: every line it
 * prints against a deployed stack must pass here first (issue #16). Issue #25: it must also fail
 * when the streamed chat or the admin socket is broken, so each run below goes through an edge
 * (./saboteur.ts) that breaks one of them.
 */
const baseUrl = inject('baseUrl');
let adminToken: string;
beforeAll(async () => {
  adminToken = (await signInAdmin(baseUrl, inject('adminEmail'), inject('adminPassword'))).accessToken;
});

/** One viewer address per run: each run applies for a referral, which is limited per address. */
let viewer = 0xfff0;
async function smokeThrough(fault: Fault): Promise<SmokeResult[]> {
  const edge = await startEdge(baseUrl, fault);
  try {
    viewer += 1;
    return await runSmoke(edge.url, {
      headers: viewerAddress('limits', viewer),
      adminToken,
      timeoutMs: 20_000,
    });
  } finally {
    await edge.close();
  }
}
const failed = (results: readonly SmokeResult[]) =>
  results.filter((result) => !result.ok).map((result) => result.name);

const STREAM = 'Q streams its answer to a price question, line by line, ending with ₦5,000,000';
const NO_CREDENTIALS = 'the admin socket refuses a connection without credentials';
const FORGED_TICKET = 'the admin socket refuses a ticket it never issued';
const LIVE_TICKET = 'a live ticket opens the admin socket';

describe('npm run smoke', () => {
  it('passes every check against the local product', async () => {
    const results = await runSmoke(baseUrl, { headers: viewerAddress('limits', 0xfffe), adminToken });

    expect(results.filter((result) => !result.ok)).toEqual([]);
    const names = results.map((result) => result.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'an unknown path answers 404',
        '/config.json parses and is no-cache',
        'hashed assets are cached for a year, immutable',
        'GET /api/simple-test answers',
        'Q answers a price question with ₦5,000,000',
        STREAM,
        'a chat session save succeeds',
        'a referral application succeeds',
        NO_CREDENTIALS,
        FORGED_TICKET,
        LIVE_TICKET,
      ]),
    );
    expect(names.filter((name) => name.startsWith('GET /')).length).toBeGreaterThanOrEqual(10);
  });

  it('sends the streamed chat the SHA-256 of its body, which an edge with origin access control checks', async () => {
    expect(failed(await smokeThrough('none'))).toEqual([]);
  });

  it('fails when the streamed chat is not streamed, or is refused', async () => {
    expect(failed(await smokeThrough('stream-buffered'))).toEqual([STREAM]);
    expect(failed(await smokeThrough('stream-refused'))).toEqual([STREAM]);
  });

  it('fails when the socket is broken: a 502 is not a refusal, and a socket open to anyone is not one either', async () => {
    expect(failed(await smokeThrough('socket-bad-gateway'))).toEqual([
      NO_CREDENTIALS,
      FORGED_TICKET,
      LIVE_TICKET,
    ]);
    expect(failed(await smokeThrough('socket-open-to-anyone'))).toEqual([NO_CREDENTIALS, FORGED_TICKET]);
  });
});
