/**
 * How long browsers and CloudFront keep each kind of site file, one rule for AWS (S3 object
 * metadata set by the deployment, lib/site.ts) and the local server (functions/local/gateway/static-site.ts).
 * Vite fingerprints everything under /assets, so those files never change under one name; the
 * rest (HTML, config.json, sitemap.xml, robots.txt) is revalidated on every load.
 */
export const HASHED_ASSETS_PREFIX = 'assets/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'no-cache';
