import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { upwardImportsIn, webSources } from '../../../scripts/upward-imports.ts';

/**
 * Every import in web/src points down the layers (issue #28): shell → features → shared →
 * components → lib → domain. Before the split of web/src/app/ the count was 8 modules (43 imports):
 * the route table, layouts, providers, pre-rendered pages, error and fallback pages, the service
 * worker's registration and the form-limits test all sat in app/, below what they imported.
 */
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

describe('upward imports in web/src', () => {
  it('are none', () => {
    const sources = webSources(repoRoot);
    expect(sources.size).toBeGreaterThan(100);
    expect(upwardImportsIn(sources).map(({ file, specifier }) => `${file} -> ${specifier}`)).toEqual([]);
  });

  it('are counted in every form an import takes', () => {
    const probes = new Map([
      ['web/src/lib/probe.ts', "import { AppRouter } from '../shell/router.tsx';"],
      ['web/src/components/ui/probe.ts', "export { paths } from '../../features/site/meta.ts';"],
      ['web/src/shared/probe.ts', "const page = () => import('../features/site/pages/home.tsx');"],
      ['web/src/features/site/probe.ts', "type Routes = typeof import('../../shell/router.tsx');"],
      ['web/src/lib/probe-2.ts', "import '../components/ui/toast.tsx';"],
    ]);
    expect(upwardImportsIn(probes).map(({ file }) => file)).toEqual([...probes.keys()]);
  });

  it('leave downward, sideways and package imports alone', () => {
    const probes = new Map([
      ['web/src/shell/probe.ts', "import { x } from '../features/site/meta.ts';"],
      ['web/src/features/site/probe.ts', "import { apiCall } from '../../lib/api-client.ts';"],
      [
        'web/src/lib/probe.ts',
        "import { CHAT_LIMITS } from '@domain/chat-limits.ts';\nimport { useState } from 'react';",
      ],
      ['web/src/components/ui/probe.ts', "import { cx } from './cx.ts';"],
    ]);
    expect(upwardImportsIn(probes)).toEqual([]);
  });
});
