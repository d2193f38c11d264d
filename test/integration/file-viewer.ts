import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';

/**
 * One CloudFront viewer address for the whole test file that imports this module (vitest gives each
 * file its own module graph), from the IPv6 documentation range: the per-IP rate windows such a file
 * fills, resets or waits on are its own, so it can run beside other files instead of alone
 * (test/setup/integration-alone.ts). Only the local stand-in honours a named viewer, and only with
 * the harness's LOCAL_EDGE_SECRET (functions/local/gateway/api-event.ts); on AWS, CloudFront sets
 * the header itself, so this opens no way around a real limit.
 */
const hex = randomBytes(6).toString('hex');
export const fileViewerIp = `2001:db8:f11e::${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8, 12)}`;

export const fileViewer = (): Record<string, string> => ({
  'cloudfront-viewer-address': `[${fileViewerIp}]:443`,
  'x-local-edge-secret': inject('edgeSecret'),
});
