#!/usr/bin/env node
// Finds the Chromium that Playwright drives. Playwright never downloads a browser here: we use the system one.
//   CHROME_PATH (if set and present) -> /usr/bin/chromium -> as root: apt-get install chromium -> otherwise fail.
// Usage: `node scripts/ensure-chromium.mjs` prints the path; `import { ensureChromium }` returns it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

const isExecutable = (file) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * Returns the path of a usable Chromium binary, installing Debian's package when running as root.
 * Throws an Error naming what to install otherwise.
 */
export function ensureChromium({ log = (msg) => console.error(msg) } = {}) {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    log(`CHROME_PATH=${fromEnv} does not exist or is not executable; trying ${DEFAULT_CHROMIUM}.`);
  }
  if (isExecutable(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;

  if (process.getuid?.() === 0) {
    log(`Chromium not found; installing Debian's chromium package (apt-get update && apt-get install -y chromium)...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit', env });
    if (isExecutable(DEFAULT_CHROMIUM)) return DEFAULT_CHROMIUM;
    throw new Error(`apt-get install chromium finished but ${DEFAULT_CHROMIUM} is still missing.`);
  }

  throw new Error(
    `No Chromium found for the browser tests. Install Debian's package (sudo apt-get install chromium, which gives ` +
      `${DEFAULT_CHROMIUM}) or set CHROME_PATH to a Chromium/Chrome binary. Playwright does not download browsers here.`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  try {
    console.log(ensureChromium());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
