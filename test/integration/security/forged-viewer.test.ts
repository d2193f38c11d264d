import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, inject, it } from 'vitest';
import { RATE_LIMITS } from '../../../functions/domain/rate-limits.ts';
import { referralApplication } from '../reliability/support.ts';

/**
 * The attack (issue #14): a visitor sends its own CloudFront-Viewer-Address, a new one each time,
 * to dodge the per-IP limits. CloudFront sets that header itself on AWS; the local server, which
 * stands in for CloudFront, must do the same. Each run comes from its own loopback address
 * (127.x.y.z), so its limit is its own.
 */
const baseUrl = new URL(inject('baseUrl'));
const localAddress = `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${2 + Math.floor(Math.random() * 250)}`;

function applyFrom(address: string, forgedViewer: string): Promise<number> {
  const body = JSON.stringify(referralApplication(`forger-${randomUUID().slice(0, 8)}@example.com`));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port: baseUrl.port,
        path: '/api/referrals',
        method: 'POST',
        localAddress: address,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'cloudfront-viewer-address': forgedViewer,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('a forged CloudFront-Viewer-Address', () => {
  it('does not dodge the per-IP limit: the caller is limited by its real address', async () => {
    const { limit } = RATE_LIMITS.applyPerIp;
    const statuses: number[] = [];
    for (let index = 0; index <= limit; index += 1) {
      statuses.push(await applyFrom(localAddress, `[2001:db8:f0::${(index + 1).toString(16)}]:443`));
    }

    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(201));
    expect(statuses[limit]).toBe(429);
  });
});
