import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cameThroughCloudFront,
  httpHandler,
  json,
  ORIGIN_VERIFY_HEADER,
} from '../../../functions/handlers/lib/http.ts';

const secret = 'k3Y9-origin-secret-from-secrets-manager';
const eventWith = (headers: Record<string, string>) =>
  ({ headers, requestContext: { http: { sourceIp: '192.0.2.7' } } }) as unknown as APIGatewayProxyEventV2;

describe('cameThroughCloudFront', () => {
  it('accepts everything when no secret is configured (the local runtime)', () => {
    expect(cameThroughCloudFront(eventWith({}), undefined)).toBe(true);
    expect(cameThroughCloudFront(eventWith({}), '')).toBe(true);
  });

  it('accepts the secret CloudFront adds, in any header casing', () => {
    expect(cameThroughCloudFront(eventWith({ [ORIGIN_VERIFY_HEADER]: secret }), secret)).toBe(true);
    expect(cameThroughCloudFront(eventWith({ 'X-Origin-Verify': secret }), secret)).toBe(true);
  });

  it('refuses a missing, wrong, shorter or longer value', () => {
    expect(cameThroughCloudFront(eventWith({}), secret)).toBe(false);
    expect(cameThroughCloudFront(eventWith({ [ORIGIN_VERIFY_HEADER]: 'guess' }), secret)).toBe(false);
    expect(cameThroughCloudFront(eventWith({ [ORIGIN_VERIFY_HEADER]: secret.slice(0, -1) }), secret)).toBe(
      false,
    );
    expect(cameThroughCloudFront(eventWith({ [ORIGIN_VERIFY_HEADER]: `${secret}x` }), secret)).toBe(false);
    expect(cameThroughCloudFront(eventWith({ [ORIGIN_VERIFY_HEADER]: '' }), secret)).toBe(false);
  });
});

describe('httpHandler behind CloudFront', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('answers 403 JSON without running the handler when the origin secret is missing', async () => {
    // Prepare
    vi.stubEnv('ORIGIN_VERIFY_SECRET', secret);
    const run = vi.fn(async () => json(200, { ok: true }));

    // Act
    const response = (await httpHandler(run)(
      eventWith({ 'cloudfront-viewer-address': '203.0.113.9:443' }),
    )) as APIGatewayProxyStructuredResultV2;

    // Assess
    expect(response.statusCode).toBe(403);
    expect(JSON.parse(String(response.body))).toEqual({
      error: { code: 'forbidden', message: 'Use the site to reach this API.' },
    });
    expect(run).not.toHaveBeenCalled();
  });

  it('runs the handler when the secret matches', async () => {
    // Prepare
    vi.stubEnv('ORIGIN_VERIFY_SECRET', secret);
    const run = vi.fn(async () => json(200, { ok: true }));

    // Act
    const response = (await httpHandler(run)(
      eventWith({ [ORIGIN_VERIFY_HEADER]: secret }),
    )) as APIGatewayProxyStructuredResultV2;

    // Assess
    expect(response.statusCode).toBe(200);
    expect(run).toHaveBeenCalledOnce();
  });
});
