/**
 * What decides a page's simulated LCP (or FCP) in Lighthouse's model: `npx tsx scripts/bench/lantern-path.ts <file>
 * [fcp]`, where `<file>` is a run's `<page>-<n>.artifacts.json` (written by `BENCH_LH_ARTIFACTS=1 npm run bench`).
 *
 * Lighthouse's simulated metrics (Lantern) replay the requests and main-thread tasks of the unthrottled load that the
 * metric keeps, on a phone's network and CPU: every request that had ended before the observed paint for LCP, the
 * render-blocking ones and the page's scripts for FCP. The network's throughput is shared equally among the requests in
 * flight, however small, so each request beside a large one slows it. This prints the simulated metric, every request
 * and task kept with its simulated start and end, and the chain that ends last (each step the latest-ending of the
 * previous one's dependencies): the path that decides the figure.
 *
 * `--less <url pattern>=<bytes>` (repeatable) replays the run as if the requests whose URL matches the pattern had been
 * that many bytes smaller on the wire (`--less 'app-.*\.js=1000'`): how far a page is from the model's next round trip.
 */
import fs from 'node:fs';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

interface SimNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number };
  childEvents?: { name: string; args?: { data?: { url?: string } } }[];
  getDependencies(): SimNode[];
}
type Timings = Map<SimNode, { startTime: number; endTime: number }>;

const args = process.argv.slice(2);
const less: { pattern: RegExp; bytes: number }[] = [];
for (let i = args.indexOf('--less'); i >= 0; i = args.indexOf('--less')) {
  const [rule = ''] = args.splice(i, 2).slice(1);
  const at = rule.lastIndexOf('=');
  const bytes = Number(rule.slice(at + 1));
  if (at <= 0 || !Number.isFinite(bytes)) {
    console.error(`--less wants <url pattern>=<bytes>, not "${rule}"`);
    process.exit(2);
  }
  less.push({ pattern: new RegExp(rule.slice(0, at)), bytes });
}
const [file, metric = 'lcp'] = args;
if (!file) {
  console.error(
    'usage: npx tsx scripts/bench/lantern-path.ts <page>-<n>.artifacts.json [lcp|fcp] [--less <url pattern>=<bytes>]...',
  );
  process.exit(2);
}
const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
if (less.length > 0) {
  type LogEntry = {
    method: string;
    params: { requestId?: string; request?: { url: string }; encodedDataLength?: number };
  };
  const log = saved.DevtoolsLog as LogEntry[];
  const urls = new Map<string, string>();
  for (const entry of log)
    if (entry.method === 'Network.requestWillBeSent' && entry.params.requestId && entry.params.request)
      urls.set(entry.params.requestId, entry.params.request.url);
  for (const entry of log) {
    if (entry.method !== 'Network.loadingFinished' || entry.params.encodedDataLength === undefined) continue;
    const url = urls.get(entry.params.requestId ?? '') ?? '';
    for (const { pattern, bytes } of less)
      if (pattern.test(url)) entry.params.encodedDataLength = Math.max(0, entry.params.encodedDataLength - bytes);
  }
}
const data = {
  trace: saved.Trace,
  devtoolsLog: saved.DevtoolsLog,
  gatherContext: saved.GatherContext,
  settings: saved.settings,
  simulator: null,
  URL: saved.URL,
  SourceMaps: [],
};
const context = { computedCache: new Map(), settings: saved.settings };
const computed = metric === 'fcp' ? LanternFirstContentfulPaint : LanternLargestContentfulPaint;
// The computed artifacts' own types want Lighthouse's whole artifact set; the model reads only these.
const result = await computed.request(data as never, context as never);
const timings = result.pessimisticEstimate.nodeTimings as unknown as Timings;

const label = (node: SimNode): string => {
  if (node.type === 'network' && node.request) {
    const where = node.request.url.replace(/^https?:\/\/[^/]+/, '');
    return `${where.slice(0, 80)}  ${(node.request.transferSize / 1024).toFixed(1)} KB`;
  }
  const events = (node.childEvents ?? [])
    .filter((event) => ['EvaluateScript', 'FunctionCall', 'TimerFire', 'EventDispatch', 'Layout'].includes(event.name))
    .slice(0, 3)
    .map((event) => event.name + (event.args?.data?.url ? ` ${event.args.data.url.split('/').pop()}` : ''));
  return `main thread: ${events.join(', ') || 'task'}`;
};
const row = (node: SimNode) => {
  const { startTime, endTime } = timings.get(node)!;
  return `${String(Math.round(startTime)).padStart(6)} ${String(Math.round(endTime)).padStart(6)}  ${label(node)}`;
};

console.log(
  `${metric.toUpperCase()} ${Math.round(result.timing)} ms (optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, ` +
    `pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}); ${timings.size} requests and tasks kept`,
);
console.log(' start    end  (simulated ms, the pessimistic estimate)');
const nodes = [...timings.keys()].sort((a, b) => timings.get(a)!.startTime - timings.get(b)!.startTime);
for (const node of nodes) console.log(row(node));

let last = nodes[0]!;
for (const node of nodes) if (timings.get(node)!.endTime > timings.get(last)!.endTime) last = node;
const path: SimNode[] = [];
for (let node: SimNode | undefined = last; node;) {
  path.unshift(node);
  node = node
    .getDependencies()
    .filter((dependency) => timings.has(dependency))
    .sort((a, b) => timings.get(b)!.endTime - timings.get(a)!.endTime)[0];
}
console.log('\nthe path that ends last:');
for (const node of path) console.log(row(node));
