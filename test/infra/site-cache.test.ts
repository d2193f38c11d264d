import { describe, expect, it } from 'vitest';
import {
  HASHED_ASSETS_PREFIX,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
} from '../../functions/domain/cache-policy.ts';
import { SERVICE_WORKER_URL } from '../../web/src/lib/service-worker-url.ts';
import { synthesise } from './synth.ts';

interface Deployment {
  Properties: {
    SystemMetadata?: Record<string, string>;
    Include?: string[];
    Exclude?: string[];
    Prune?: boolean;
    DistributionPaths?: string[];
  };
  DependsOn?: string[];
}

const { template } = synthesise();
const deployments = template.findResources('Custom::CDKBucketDeployment') as Record<string, Deployment>;
const byCache = (value: string) =>
  Object.entries(deployments).filter(
    ([, resource]) => resource.Properties.SystemMetadata?.['cache-control'] === value,
  );

describe('S3 object metadata on AWS (issue #16)', () => {
  it('deploys the hashed assets with a year-long, immutable Cache-Control, first and never pruned', () => {
    const [assets, ...others] = byCache(IMMUTABLE_CACHE_CONTROL);
    expect(others).toEqual([]);
    expect(assets?.[1].Properties).toMatchObject({
      Include: [`${HASHED_ASSETS_PREFIX}*`],
      Exclude: ['*'],
      Prune: false,
    });
    const [pages] = byCache(REVALIDATE_CACHE_CONTROL);
    expect(pages?.[1].DependsOn).toEqual(expect.arrayContaining([assets?.[0]]));
  });

  it('deploys HTML, config.json, sitemap.xml and robots.txt with no-cache, leaving the assets alone', () => {
    const [pages, ...others] = byCache(REVALIDATE_CACHE_CONTROL);
    expect(others).toEqual([]);
    expect(pages?.[1].Properties).toMatchObject({
      Exclude: [`${HASHED_ASSETS_PREFIX}*`],
      Prune: true,
      DistributionPaths: ['/*'],
    });
    expect(Object.keys(deployments)).toHaveLength(2);
  });
});

/** S3 deployment include/exclude patterns as BucketDeployment applies them ('*' matches across '/'). */
function deployedBy(file: string, properties: Deployment['Properties']): boolean {
  const matches = (pattern: string) =>
    new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(file);
  const excluded = (properties.Exclude ?? []).some(matches);
  const included = (properties.Include ?? []).some(matches);
  return included || !excluded;
}

describe('the service worker on AWS (issue #31)', () => {
  it('is deployed with no-cache and never as an immutable asset, so a deploy reaches visitors on their next visit', () => {
    const file = SERVICE_WORKER_URL.replace(/^\//, '');
    const [pages] = byCache(REVALIDATE_CACHE_CONTROL);
    const [assets] = byCache(IMMUTABLE_CACHE_CONTROL);
    expect(pages && deployedBy(file, pages[1].Properties)).toBe(true);
    expect(assets && deployedBy(file, assets[1].Properties)).toBe(false);
    expect(file.startsWith(HASHED_ASSETS_PREFIX)).toBe(false);
  });
});
