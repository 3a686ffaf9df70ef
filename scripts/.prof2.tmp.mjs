import { chromium } from '@playwright/test';
import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const [url, dir] = [process.argv[2], process.argv[3]];
const consumers = new Map();
const consumer = (file) => {
  if (!consumers.has(file)) { const p = `${dir}/assets/${file}.map`; consumers.set(file, fs.existsSync(p) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(p, 'utf8'))) : null); }
  return consumers.get(file);
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const selfBy = new Map(); const fnBy = new Map(); const inclBy = new Map(); let runs = 5;
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.getByTestId('product-card').first().waitFor();
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const name = (cf) => {
    const file = cf.url.split('/').pop();
    const c = file && consumer(file);
    if (!c) return cf.url ? file : `(${cf.functionName || 'native'})`;
    const pos = c.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    return (pos.source ?? file).replace(/.*node_modules\//, 'nm:').replace(/.*work\/main\//, '') + (pos.name ? ` ${pos.name}` : '');
  };
  profile.samples.forEach((id, k) => {
    const t = profile.timeDeltas[k] ?? 0;
    const cf = byId.get(id).callFrame;
    if (cf.functionName === '(idle)' || cf.functionName === '(program)') return;
    const n = name(cf); if (process.env.FN && n.includes(process.env.FN)) { const chain=[]; for (let cur = parent.get(id); cur && chain.length < 6; cur = parent.get(cur)) { const q = name(byId.get(cur).callFrame); if (!q.includes(process.env.FN)) chain.push(q.replace(/^nm:/,'').slice(-60)); } const key = n + ' <- ' + (chain[0] ?? ''); fnBy.set(key, (fnBy.get(key) ?? 0) + t); } selfBy.set(n.split(' ')[0], (selfBy.get(n.split(' ')[0]) ?? 0) + t);
    const seen = new Set();
    for (let cur = id; cur; cur = parent.get(cur)) { const key = name(byId.get(cur).callFrame).split(' ')[0]; if (!seen.has(key)) { seen.add(key); inclBy.set(key, (inclBy.get(key) ?? 0) + t); } }
  });
}
await browser.close();
const show = (m, n) => { for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log((t / 1000 / runs).toFixed(1).padStart(7), k); };
if (process.env.FN) { console.log('--- fn'); show(fnBy, 25); process.exit(0); }
console.log('--- self (ms per load, 1x)'); show(selfBy, 30);
console.log('--- inclusive, src only'); show(new Map([...inclBy].filter(([k]) => k.startsWith('src') || k.startsWith('platform'))), 30);
