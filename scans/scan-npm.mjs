#!/usr/bin/env node
// `npm run scan:npm [-- --out DIR] [-- <more wirecase scan options>]`: the bundled scan of the MCP
// ecosystem (issue 42). Installs the servers of scans/package.json (exact versions, scans/package-lock.json)
// into scans/.cache with `npm ci` when that folder is missing or its lock differs (the first use needs
// the npm registry; nothing else reaches the network: the servers run offline, with dummy
// credentials), makes each server of scans/npm.yaml a HOME of its own under scans/.cache/home/NAME
// (emptied at each scan), then runs `wirecase scan scans/npm.yaml --out DIR` (default reports/scan-npm)
// from the repository root. The scan's own exit code is this script's.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const scans = path.join(root, 'scans');
const cache = path.join(scans, '.cache');
const lock = path.join(scans, 'package-lock.json');
const cachedLock = path.join(cache, 'package-lock.json');

if (!existsSync(path.join(root, 'dist', 'src'))) {
  console.error('dist/ is missing: run `npm run build` first (npm run scan:npm does)');
  process.exit(2);
}

const installed = existsSync(path.join(cache, 'node_modules')) && existsSync(cachedLock) && readFileSync(cachedLock, 'utf8') === readFileSync(lock, 'utf8');
if (!installed) {
  console.log(`installing the scanned servers: npm ci in ${path.relative(root, cache)} (scans/package.json, exact versions)`);
  mkdirSync(cache, { recursive: true });
  copyFileSync(path.join(scans, 'package.json'), path.join(cache, 'package.json'));
  copyFileSync(lock, cachedLock);
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {
    cwd: cache,
    stdio: 'inherit',
    // No browser downloads: the browser servers are judged without a browser (their tools fail when run).
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', PUPPETEER_SKIP_DOWNLOAD: '1' },
  });
  if (install.status !== 0) {
    rmSync(cachedLock, { force: true });
    console.error(`npm ci in ${path.relative(root, cache)} failed (exit ${install.status ?? install.signal})`);
    process.exit(2);
  }
}

// A fresh HOME for each server: what a server writes there (config, caches, a memory file) never
// carries from one scan to the next.
const list = parse(readFileSync(path.join(scans, 'npm.yaml'), 'utf8'));
const homes = path.join(cache, 'home');
rmSync(homes, { recursive: true, force: true });
for (const server of list.servers) mkdirSync(path.join(homes, server.name), { recursive: true });

const args = process.argv.slice(2);
if (!args.includes('--out')) args.push('--out', path.join('reports', 'scan-npm'));
const scan = spawnSync(process.execPath, [path.join(root, 'bin', 'wirecase.js'), 'scan', path.join('scans', 'npm.yaml'), ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(scan.status ?? 1);
