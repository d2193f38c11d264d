import type { RateLimitResult } from '../../services/shared/rate-limits.ts';

interface Window {
  startedAt: number;
  count: number;
}

/**
 * Fixed-window counter in memory: the local stand-in for the WAF rate-based rule that guards the
 * user pool per client IP on AWS.
 */
export class RateWindow {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly rule: { readonly limit: number; readonly windowSeconds: number }) {}

  hit(key: string, now: number): RateLimitResult {
    const windowMs = this.rule.windowSeconds * 1000;
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= windowMs) {
      this.forgetOld(now, windowMs);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const retryAfterSeconds = Math.ceil((window.startedAt + windowMs - now) / 1000);
    return { allowed: window.count <= this.rule.limit, retryAfterSeconds, count: window.count };
  }

  private forgetOld(now: number, windowMs: number) {
    for (const [key, window] of this.windows)
      if (now - window.startedAt >= windowMs) this.windows.delete(key);
  }
}
