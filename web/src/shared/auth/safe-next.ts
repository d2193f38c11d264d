/**
 * Where to go after signing in: an in-site path only. Anything else (another origin, "//host",
 * "/\\host", a javascript: URL) falls back to the home page, so a link cannot bounce a fresh
 * session to a stranger's site.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const url = new URL(next, 'https://site.invalid');
    return url.origin === 'https://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
