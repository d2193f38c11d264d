import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths', () => {
  it('builds links with query parameters the pages read', () => {
    expect(paths.launch.href()).toBe('/launch');
    expect(paths.launch.href({ service: 'crypto-exchange' })).toBe('/launch?service=crypto-exchange');
    expect(paths.referralDashboard.href('dash_abc123DEF456ghi7')).toBe(
      '/referral-dashboard?token=dash_abc123DEF456ghi7',
    );
    expect(paths.launchRequest.href('9b2f1c1e-0d6a-4f3e-9a51-3f0c2b1d7e11')).toBe(
      '/launch-request?token=9b2f1c1e-0d6a-4f3e-9a51-3f0c2b1d7e11',
    );
    expect(paths.checkout.href('tok')).toBe('/checkout?token=tok');
    expect(paths.paymentSuccess.href()).toBe('/payment-success');
    expect(paths.paymentSuccess.href({ reference: 'ref 1&2' })).toBe('/payment-success?reference=ref+1%262');
  });

  it('escapes tokens so a link cannot smuggle extra parameters', () => {
    expect(paths.referralDashboard.href('a&admin=1')).toBe('/referral-dashboard?token=a%26admin%3D1');
  });

  it('links home sections by anchor', () => {
    expect(paths.home.href()).toBe('/');
    expect(paths.home.href('cto-service')).toBe('/#cto-service');
  });

  it('lists every route of both specs with a distinct path', () => {
    const routePaths = Object.values(paths).map((route) => route.path);
    expect(new Set(routePaths).size).toBe(routePaths.length);
    expect(routePaths).toEqual(
      expect.arrayContaining([
        '/',
        '/about',
        '/contact',
        '/pricing',
        '/privacy',
        '/terms',
        '/banking-platform',
        '/crypto-exchange',
        '/complete-fintech',
        '/launch',
        '/refer',
        '/referral-login',
        '/referral-dashboard',
        '/payment-success',
        '/password-reset',
        '/admin/login',
        '/quarteradmin',
        '/checkout',
        '/launch-request',
        '*',
      ]),
    );
  });
});
