import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

function runStart(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['functions/local/start.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    // A start that never exits must fail the test saying so, not pass as "a non-zero exit".
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`npm start did not exit within 30 s; stdout: ${stdout}; stderr: ${stderr}`));
    }, 30_000);
    child.once('error', reject);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('npm start entry', () => {
  let blocker: Server;
  let port: number;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(tmpdir(), 'quarter-start-'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Quarter</title>');
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const address = blocker.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => blocker.close(() => resolve()));
    await rm(webRoot, { recursive: true, force: true });
  });

  it('prints one clear line and exits non-zero when the port is busy', async () => {
    const result = await runStart({ PORT: String(port), WEB_ROOT: webRoot });

    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split('\n')).toEqual([
      `npm start: Port ${port} is busy: stop the other process or run PORT=${port + 1} npm start`,
    ]);
    expect(result.stdout).toBe('');
  });

  it('prints one line asking for the web build when it is missing', async () => {
    const result = await runStart({ PORT: '0', WEB_ROOT: path.join(webRoot, 'missing') });

    expect(result.code).not.toBe(0);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^npm start: the web app is not built .*: run npm run build:web$/);
  });
});
