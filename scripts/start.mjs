#!/usr/bin/env node
// `npm start`: builds the client when it is out of date, then runs the server (which serves dist/).
//   A build happens when dist/index.html or dist/.build-stamp is missing, or when any file under src/, platform/,
//   locales/, public/, or index.html, vite.config.ts, package-lock.json is newer than the stamp.
//   `--no-build` never builds and fails when dist/index.html is missing (`npm run preview`).
// The server inherits stdio and env; SIGINT/SIGTERM are forwarded; we exit with the server's exit code.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(repoRoot, 'dist');
const stampFile = path.join(distDir, '.build-stamp');
const WATCHED = ['src', 'platform', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** Newest mtime (ms) of a file, or of every file below a directory; 0 when absent. */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file bumps its directory's mtime
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** Why a build is needed, or null when dist/ is up to date. */
export function buildReason() {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return 'dist/index.html is missing';
  if (!fs.existsSync(stampFile)) return 'dist/.build-stamp is missing';
  const stamp = fs.statSync(stampFile).mtimeMs;
  for (const rel of WATCHED) {
    if (newestMtime(path.join(repoRoot, rel)) > stamp) return `${rel} changed since the last build`;
  }
  return null;
}

/** Runs `vite build`; writes the stamp dated to the build's start. Returns true on success. */
export function buildClient() {
  const startedAt = new Date();
  const vite = path.join(repoRoot, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build'], { cwd: repoRoot, stdio: 'inherit', env: process.env });
  if (result.status !== 0) return false;
  fs.writeFileSync(stampFile, `${startedAt.toISOString()}\n`);
  fs.utimesSync(stampFile, startedAt, startedAt); // sources saved during the build still count as newer
  return true;
}

function main() {
  const args = process.argv.slice(2);
  const noBuild = args.includes('--no-build');
  if (noBuild) {
    if (!fs.existsSync(path.join(distDir, 'index.html'))) {
      console.error('dist/index.html is missing: run `npm run build` (or `npm start`, which builds) first.');
      process.exit(1);
    }
  } else {
    const reason = buildReason();
    if (reason) {
      console.log(`Building the client (${reason})...`);
      if (!buildClient()) {
        console.error('vite build failed; not starting the server.');
        process.exit(1);
      }
    } else {
      console.log('Client build is up to date (dist/).');
    }
  }

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: process.env,
  });
  const forward = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.on('SIGINT', () => forward('SIGINT'));
  process.on('SIGTERM', () => forward('SIGTERM'));
  child.on('error', (error) => {
    console.error(`could not start the server: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal) process.exit(128 + ({ SIGINT: 2, SIGTERM: 15, SIGKILL: 9 }[signal] ?? 1));
    process.exit(code ?? 1);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) main();
