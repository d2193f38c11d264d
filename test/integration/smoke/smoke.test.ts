import { describe, expect, inject, it } from 'vitest';
import { runSmoke } from '../../../scripts/smoke/checks.ts';
import { viewerAddress } from '../reliability/support.ts';

/**
 * `npm run smoke` against the local product, so the post-deploy check cannot rot: every line it
 * prints against a deployed stack must pass here first (issue #16).
 */
describe('npm run smoke', () => {
  it('passes every check against the local product', async () => {
    const results = await runSmoke(inject('baseUrl'), {
      headers: viewerAddress('limits', 0xfffe),
    });

    expect(results.filter((result) => !result.ok)).toEqual([]);
    const names = results.map((result) => result.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'an unknown path answers 404',
        '/config.json parses and is no-cache',
        'hashed assets are cached for a year, immutable',
        'GET /api/simple-test answers',
        'Q answers a price question with ₦5,000,000',
        'a chat session save succeeds',
        'a referral application succeeds',
        'the admin socket refuses a connection without credentials',
      ]),
    );
    expect(names.filter((name) => name.startsWith('GET /')).length).toBeGreaterThanOrEqual(10);
  });
});
