/**
 * A tiny static server for web/dist with SPA fallback that forwards /api and /management to
 * the real server. Used when the binary's embedded web app is not the current build.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

export async function startStaticServer(distDir: string, backend: string): Promise<{ url: string; close: () => Promise<void> }> {
  const root = resolve(distDir);
  const target = new URL(backend);
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/management/')) {
      const proxied = httpRequest(
        { host: target.hostname, port: target.port, method: req.method, path: url, headers: { ...req.headers, host: target.host } },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      proxied.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(proxied);
      return;
    }
    const pathname = decodeURIComponent(url.split('?')[0]);
    let file = normalize(join(root, pathname));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(root, 'index.html');
    }
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
