import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getRuntimeConfig,
  setRuntimeConfigForTests,
  useRuntimeConfig,
  type RuntimeConfig,
} from './config.ts';
import { TEST_RUNTIME_CONFIG } from './test-runtime-config.ts';

/** The config the local server writes: the test config, on the local stage. */
const localConfig: RuntimeConfig = { ...TEST_RUNTIME_CONFIG, stage: 'local' };

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_input: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Stage() {
  const runtimeConfig = useRuntimeConfig();
  return (
    <p>
      {runtimeConfig.status === 'ready'
        ? `stage ${runtimeConfig.config.stage}`
        : runtimeConfig.status === 'error'
          ? runtimeConfig.error.message
          : 'loading'}
    </p>
  );
}

afterEach(() => {
  cleanup();
  setRuntimeConfigForTests(undefined);
  vi.unstubAllGlobals();
});

describe('runtime config', () => {
  it('is fetched once from /config.json, however many callers ask', async () => {
    const fetchMock = answer(localConfig);
    const [first, second] = await Promise.all([getRuntimeConfig(), getRuntimeConfig()]);
    expect(first).toEqual(localConfig);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/config.json');
  });

  it('rejects a config that does not match the contract, naming the field', async () => {
    answer({ ...localConfig, userPoolId: 42 });
    await expect(getRuntimeConfig()).rejects.toThrow(/config\.json is invalid.*userPoolId/s);
  });

  it('gives components loading, then the config, without blocking their first render', async () => {
    answer(localConfig);
    render(<Stage />);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('stage local')).toBeTruthy();
  });

  it('reports a missing config to components and lets a later caller retry', async () => {
    answer({ error: 'not found' }, 404);
    render(<Stage />);
    expect(await screen.findByText('/config.json answered 404')).toBeTruthy();

    answer(localConfig);
    await act(async () => {
      await getRuntimeConfig();
    });
    expect(screen.getByText('stage local')).toBeTruthy();
  });
});
