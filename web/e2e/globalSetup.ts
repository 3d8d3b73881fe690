/**
 * Starts the test SMTP server (MAILCATCHER_BIN, default ../bin/mailcatcher) and the REAL server
 * binary (INNO_BIN, default ../bin/inno) as `inno serve` on a free port with a fresh data
 * directory and demo data, sending its mail to the catcher, waits for /management/health, and
 * stops both afterwards. The browser talks to the server's own embedded web app when it is the
 * current web/dist build, otherwise to web/dist served here with /api forwarded. The server's
 * INNO_BASE_URL is the address the browser uses, so links in mails open in the tested app.
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
    /** the mailcatcher's HTTP API: GET /messages, DELETE /messages */
    mailURL: string;
  }
}

const webDir = resolve(fileURLToPath(new URL('..', import.meta.url)));
const repoDir = resolve(webDir, '..');

interface MailCatcher {
  smtp: string;
  http: string;
  stop: () => Promise<void>;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((ok) => {
    const t = setTimeout(() => {
      child.kill('SIGKILL');
      ok();
    }, 10_000);
    child.once('exit', () => {
      clearTimeout(t);
      ok();
    });
    child.kill('SIGTERM');
  });
}

/** Starts the mailcatcher (building it when missing) and reads its `mailcatcher smtp=… http=…` line. */
async function startMailCatcher(): Promise<MailCatcher> {
  const bin = resolve(webDir, process.env.MAILCATCHER_BIN ?? '../bin/mailcatcher');
  if (!existsSync(bin)) {
    console.log(`e2e: building ${bin}`);
    const r = spawnSync('go', ['build', '-o', bin, './cmd/mailcatcher'], { cwd: repoDir, stdio: 'inherit' });
    if (r.status !== 0 || !existsSync(bin)) throw new Error(`could not build the mailcatcher (${bin})`);
  }
  const child = spawn(bin, [], { stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr?.on('data', (b: Buffer) => (err += b.toString()));
  const line = await new Promise<string>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`mailcatcher did not start in 30 s: ${err}`)), 30_000);
    const onData = (b: Buffer) => {
      out += b.toString();
      const nl = out.indexOf('\n');
      if (nl >= 0) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        ok(out.slice(0, nl).trim());
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`mailcatcher exited with code ${code}: ${err}`));
    });
  });
  const m = line.match(/^mailcatcher smtp=(\S+) http=(\S+)$/);
  if (!m) {
    await stopChild(child);
    throw new Error(`unexpected mailcatcher line: ${line}`);
  }
  return { smtp: m[1], http: `http://${m[2]}`, stop: () => stopChild(child) };
}

/** Does the binary embed this web build? Its index.html (stored as is by go:embed) names the entry script. */
function binaryEmbeds(bin: string, entry: string | null): boolean {
  if (!entry) return false;
  try {
    return readFileSync(bin).includes(Buffer.from(`src="${entry}"`));
  } catch {
    return false;
  }
}

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

  // E2E_DIST lets several people (or agents) test their own build side by side.
  const distDir = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : join(webDir, 'dist');
  const distIndex = join(distDir, 'index.html');
  if (!existsSync(distIndex) || process.env.E2E_BUILD === '1') {
    const r = spawnSync('npx', ['vite', 'build', '--outDir', distDir, '--emptyOutDir'], { cwd: webDir, stdio: 'inherit' });
    if (r.status !== 0) throw new Error('vite build failed');
  }

  const wanted = entryScript(readFileSync(distIndex, 'utf8'));
  const mail = await startMailCatcher();
  const port = await freePort();
  const serverURL = `http://127.0.0.1:${port}`;

  // Which app the browser uses decides INNO_BASE_URL, so it is decided before the start.
  let useDist = process.env.E2E_WEB === 'dist' || (process.env.E2E_WEB !== 'server' && !binaryEmbeds(bin, wanted));
  let closeStatic: (() => Promise<void>) | null = null;
  let baseURL = serverURL;
  const serveDist = async () => {
    const st = await startStaticServer(distDir, serverURL);
    closeStatic = st.close;
    baseURL = st.url;
  };
  if (useDist) await serveDist();

  const logs: string[] = [];
  let dataDir = '';
  let child: ChildProcess | null = null;
  const startInno = () => {
    dataDir = mkdtempSync(join(tmpdir(), 'inno-e2e-'));
    child = spawn(bin, ['serve'], {
      env: {
        ...process.env,
        INNO_ADDR: `127.0.0.1:${port}`,
        INNO_DATA_DIR: dataDir,
        INNO_DEMO: '1',
        INNO_CAPTCHA_TEST_ANSWER: 'e2e',
        INNO_ENV: process.env.INNO_ENV ?? 'development',
        INNO_SMTP_URL: `smtp://${mail.smtp}`,
        INNO_BASE_URL: baseURL,
        INNO_MAIL_POLL_INTERVAL: '200ms',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (b: Buffer) => {
      logs.push(b.toString());
      if (logs.length > 400) logs.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return child;
  };
  const stopInno = async () => {
    if (child) await stopChild(child);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (closeStatic) await closeStatic();
    await stopInno();
    await mail.stop();
  };

  try {
    await waitForHealth(serverURL, startInno(), 120_000);
    if (!useDist && process.env.E2E_WEB !== 'server') {
      let served: string | null;
      try {
        served = entryScript(await (await fetch(`${serverURL}/`)).text());
      } catch {
        served = null;
      }
      if (served !== wanted) {
        // the guess was wrong: serve dist/ and start again with the right INNO_BASE_URL
        console.log(`e2e: embedded app ${served ?? 'absent'} differs from ${wanted}; restarting with web/dist`);
        useDist = true;
        await stopInno();
        await serveDist();
        await waitForHealth(serverURL, startInno(), 120_000);
      }
    }
  } catch (e) {
    console.error(logs.join(''));
    await stop();
    throw e;
  }

  console.log(
    useDist
      ? `e2e: web/dist served at ${baseURL}, API at ${serverURL}, mail at ${mail.http}`
      : `e2e: server and its embedded web app at ${serverURL}, mail at ${mail.http}`,
  );

  project.provide('baseURL', baseURL);
  project.provide('serverURL', serverURL);
  project.provide('mailURL', mail.http);

  return async () => {
    if (process.env.E2E_SERVER_LOG === '1') console.log(logs.join(''));
    await stop();
  };
}
