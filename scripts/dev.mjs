#!/usr/bin/env node
// `npm run dev`: the API server in watch mode (PORT=$API_PORT, default 8787, SERVE_CLIENT=0) and the Vite dev server
// (whose config proxies /api to API_PORT) side by side. Output lines are prefixed [api] / [web]. When either process
// ends, or on Ctrl-C / SIGTERM, both are stopped; the exit code is the first one to end.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '8787';
const color = process.stdout.isTTY ? { FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : {};

const children = [];
let exitCode = null;

function run(label, command, args, env) {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...color, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = process.stdout.isTTY ? `\x1b[2m[${label}]\x1b[0m ` : `[${label}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      out.write(`${prefix}${line}\n`);
    });
  }
  child.on('error', (error) => {
    console.error(`${prefix}could not start: ${error.message}`);
    stopAll(1);
  });
  child.on('exit', (code, signal) => {
    if (exitCode === null) {
      console.error(`${prefix}exited (${signal ?? code}); stopping the others.`);
      stopAll(code ?? 1);
    }
    maybeExit();
  });
  children.push(child);
  return child;
}

const alive = (child) => child.exitCode === null && child.signalCode === null;

function stopAll(code) {
  if (exitCode === null) exitCode = code;
  for (const child of children) if (alive(child)) child.kill('SIGTERM');
  // Give them a moment to shut down cleanly, then insist.
  setTimeout(() => {
    for (const child of children) if (alive(child)) child.kill('SIGKILL');
    process.exit(exitCode ?? 1);
  }, 3000).unref();
  maybeExit();
}

function maybeExit() {
  if (exitCode !== null && children.every((child) => !alive(child))) process.exit(exitCode);
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
process.on('exit', () => {
  for (const child of children) if (alive(child)) child.kill('SIGKILL');
});

run('api', process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
  PORT: apiPort,
  SERVE_CLIENT: '0',
});
run('web', path.join(repoRoot, 'node_modules', '.bin', 'vite'), [], { API_PORT: apiPort });
