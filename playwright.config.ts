// End-to-end tests against the real server serving the production build in dist/ (scripts/test.mjs builds it first).
// Playwright never downloads a browser here: it drives the system Chromium (CHROME_PATH, set by scripts/test.mjs
// through scripts/ensure-chromium.mjs, else /usr/bin/chromium).
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8099);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 5_000 },
  outputDir: 'test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: process.env.PW_JSON_OUTPUT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // The tests run without the internet (as CI does): any host but this machine's is refused at once, where the
        // machine's resolver may take seconds to give up on it (a map's tiles then stayed 'loading' past a test's
        // wait). Specs that need an outside answer give it through page.route, which comes before any lookup.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DB_PATH: ':memory:',
      DEMO_ORDER_STEP_SECONDS: '2',
      NODE_ENV: 'test',
    },
  },
});
