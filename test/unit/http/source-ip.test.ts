import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { groupsOf, sourceIp } from '../../../functions/handlers/lib/http.ts';

function eventWith(headers: Record<string, string>, ip = '10.0.0.9'): APIGatewayProxyEventV2 {
  return { headers, requestContext: { http: { sourceIp: ip } } } as unknown as APIGatewayProxyEventV2;
}

describe('sourceIp', () => {
  it('uses the socket address when CloudFront added no viewer address', () => {
    expect(sourceIp(eventWith({}))).toBe('10.0.0.9');
  });
  it('prefers the IPv4 viewer address CloudFront forwards', () => {
    expect(sourceIp(eventWith({ 'CloudFront-Viewer-Address': '102.89.4.7:51234' }))).toBe('102.89.4.7');
  });
  it('reads an IPv6 viewer address', () => {
    expect(sourceIp(eventWith({ 'cloudfront-viewer-address': '2c0f:f5c0:1::7:443' }))).toBe('2c0f:f5c0:1::7');
    expect(sourceIp(eventWith({ 'cloudfront-viewer-address': '[2c0f:f5c0:1::7]:443' }))).toBe('2c0f:f5c0:1::7');
  });
});

describe('groupsOf', () => {
  it('reads API Gateway text and token arrays alike', () => {
    expect(groupsOf({ 'cognito:groups': '[admins support]' })).toEqual(['admins', 'support']);
    expect(groupsOf({ 'cognito:groups': ['admins'] })).toEqual(['admins']);
    expect(groupsOf(undefined)).toEqual([]);
  });
});
