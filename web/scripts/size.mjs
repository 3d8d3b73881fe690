#!/usr/bin/env node
// Initial JavaScript of the home page: the entry script of dist/index.html plus its
// modulepreload imports, gzipped. Fails above the budget (160 KB gzip, issue 15; docs/design.md
// "Initial JavaScript" says what keeps it there).
import { readFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 160 * 1024;
const dist = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const indexPath = join(dist, 'index.html');
if (!existsSync(indexPath)) {
  console.error(`size: ${indexPath} not found; run "npm run build" first`);
  process.exit(2);
}
const html = readFileSync(indexPath, 'utf8');

const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return m ? (m[2] ?? m[3] ?? m[4]) : null;
};

const files = new Set();
for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) {
  if ((attr(tag, 'type') ?? '').toLowerCase() === 'module' && attr(tag, 'src')) files.add(attr(tag, 'src'));
}
for (const tag of html.match(/<link\b[^>]*>/gi) ?? []) {
  if ((attr(tag, 'rel') ?? '').toLowerCase() === 'modulepreload' && attr(tag, 'href')) files.add(attr(tag, 'href'));
}
if (files.size === 0) {
  console.error('size: no entry script found in dist/index.html');
  process.exit(2);
}

let total = 0;
for (const src of files) {
  const path = join(dist, src.replace(/^\//, '').split('?')[0]);
  const gz = gzipSync(readFileSync(path), { level: 9 }).length;
  total += gz;
  console.log(`  ${src}: ${gz} bytes gzip`);
}
const kb = (total / 1024).toFixed(1);
console.log(`initial JS gzip: ${total} bytes (${kb} KB)`);
if (total > BUDGET) {
  console.error(`size: over the budget of ${BUDGET / 1024} KB gzip`);
  process.exit(1);
}
