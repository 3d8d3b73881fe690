/**
 * Starts the REAL server binary (INNO_BIN, default ../bin/inno) as `inno serve` on a free
 * port with a fresh data directory and demo data, waits for /management/health, and stops
 * it afterwards. The browser talks to the server's own embedded web app when it is the
 * current web/dist build, otherwise to web/dist served here with /api forwarded.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from './staticServer';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    serverURL: string;
  }
}

const webDir = resolve(fileURLToPath(new URL('..', import.meta.url)));

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`inno exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/management/health`);
      if (res.status === 200 || res.status === 503) return;
      last = `status ${res.status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`inno did not answer /management/health in ${timeoutMs} ms (${last})`);
}

function entryScript(html: string): string | null {
  return html.match(/<script[^>]*type="module"[^>]*src="([^"]+)"/)?.[1] ?? null;
}

export default async function setup(project: TestProject) {
  const bin = resolve(webDir, process.env.INNO_BIN ?? '../bin/inno');
  if (!existsSync(bin)) throw new Error(`server binary not found: ${bin} (build it with "make build" or set INNO_BIN)`);
  if (!existsSync('/usr/bin/chromium') && !process.env.E2E_CHROMIUM) {
    throw new Error('Chromium not found at /usr/bin/chromium (apt-get install -y chromium)');
  }

  const distIndex = join(webDir, 'dist', 'index.html');
  if (!existsSync(distIndex) || process.env.E2E_BUILD === '1') {
    const r = spawnSync('npx', ['vite', 'build'], { cwd: webDir, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('vite build failed');
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'inno-e2e-'));
  const port = await freePort();
  const serverURL = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child = spawn(bin, ['serve'], {
    env: {
      ...process.env,
      INNO_ADDR: `127.0.0.1:${port}`,
      INNO_DATA_DIR: dataDir,
      INNO_DEMO: '1',
      INNO_CAPTCHA_TEST_ANSWER: 'e2e',
      INNO_ENV: process.env.INNO_ENV ?? 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (b: Buffer) => {
    logs.push(b.toString());
    if (logs.length > 400) logs.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let closeStatic: (() => Promise<void>) | null = null;
  const stop = async () => {
    if (closeStatic) await closeStatic();
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise<void>((ok) => {
        const t = setTimeout(() => {
          child.kill('SIGKILL');
          ok();
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(t);
          ok();
        });
      });
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(serverURL, child, 120_000);
  } catch (e) {
    console.error(logs.join(''));
    await stop();
    throw e;
  }

  let baseURL = serverURL;
  const wanted = entryScript(readFileSync(distIndex, 'utf8'));
  let served: string | null;
  try {
    served = entryScript(await (await fetch(`${serverURL}/`)).text());
  } catch {
    served = null;
  }
  if (process.env.E2E_WEB === 'dist' || (process.env.E2E_WEB !== 'server' && served !== wanted)) {
    const s = await startStaticServer(join(webDir, 'dist'), serverURL);
    closeStatic = s.close;
    baseURL = s.url;
    console.log(`e2e: web/dist served at ${baseURL}, API at ${serverURL} (embedded app ${served ?? 'absent'} differs from ${wanted})`);
  } else {
    console.log(`e2e: server and its embedded web app at ${serverURL}`);
  }

  project.provide('baseURL', baseURL);
  project.provide('serverURL', serverURL);

  return async () => {
    if (process.env.E2E_SERVER_LOG === '1') console.log(logs.join(''));
    await stop();
  };
}
