import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One wiring style (issue #17): each area of functions/services has one composition root,
 * live-ports.ts, and only adapters talk to AWS: nothing else imports an AWS SDK client.
 */
const functionsDir = path.resolve(import.meta.dirname, '..', '..', '..', 'functions');
const servicesDir = path.join(functionsDir, 'services');

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('composition roots', () => {
  it('are one live-ports.ts per service area, and no other live-* file', () => {
    const areas = readdirSync(servicesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const liveFiles = files(servicesDir)
      .map((file) => path.relative(servicesDir, file))
      .filter((file) => path.basename(file).startsWith('live-') || /live-?ports/i.test(file));
    expect(liveFiles.every((file) => path.basename(file) === 'live-ports.ts')).toBe(true);
    expect(liveFiles.length).toBeLessThanOrEqual(areas.length);
  });

  it('leave the AWS SDK to the adapters (and the local stand-ins)', () => {
    const sdkUsers = files(functionsDir)
      .map((file) => path.relative(functionsDir, file))
      .filter((file) => !file.startsWith(`adapters${path.sep}`) && !file.startsWith(`local${path.sep}`))
      .filter((file) => /from\s+['"]@aws-sdk\//.test(readFileSync(path.join(functionsDir, file), 'utf8')));
    expect(sdkUsers).toEqual([]);
  });
});
