/**
 * Requests made before the app's code has come, and their hand-over to the API client.
 *
 * The page's early script (src/early.ts, a few kilobytes loaded by index.html ahead of the app) starts the first
 * screen's requests while the browser is still fetching and compiling the app, and records each here with the headers
 * it sent. The client (`call`, client.ts) takes a recorded request instead of sending its own only when it would have
 * sent exactly that request: the same method (GET), path, query and headers. It then treats the outcome as its own,
 * an error status or a lost connection included, so nothing is asked twice and nothing is retried behind a screen's
 * back. What nobody has taken once the first screen has asked for its data is dropped (`forgetEarlyAnswers`): an
 * answer is never handed to a request made later.
 *
 * No code imported: the early script carries this file.
 */
import type { AnswerBody } from './answer-bytes.ts';

/** What became of a request: the answer's status and body, or why none came. */
export type EarlyOutcome =
  { kind: 'answer'; status: number; body: AnswerBody } | { kind: 'network' | 'timeout'; message: string };

interface EarlyRequest {
  /** The address under the API base (`requestKey`). */
  key: string;
  headers: Readonly<Record<string, string>>;
  outcome: Promise<EarlyOutcome>;
}

/**
 * Where the early script leaves its requests for the app: one global, since the two are separate bundles. `closed`
 * once the app has asked for its first screen: a request sent after that (an early script that ran late) would only
 * be asked twice, and its answer must never serve a later call.
 */
export const EARLY_REQUESTS_GLOBAL = '__storefrontEarlyRequests';
const HOLDER = EARLY_REQUESTS_GLOBAL;
type Holder = { [HOLDER]?: EarlyRequest[] | 'closed' };
const holder = () => globalThis as Holder;

/** A request's address under the API base: its path and its query, as both sides spell it. */
export function requestKey(path: string, query?: Readonly<Record<string, string | number | boolean>>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) search.append(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Sends a GET of the early script and records it for the app, or sends nothing (null) when the app has already asked
 * for its first screen. `timeoutMs` is the client's own time-out: an answer not in by then (its body included) is a
 * time-out, as the client's own request would have had. An answer that may be large (`large`: the menu, which the
 * client takes the same way) is taken as a Blob, its bytes kept out of the page (answer-bytes.ts).
 */
export function sendEarly(
  apiBase: string,
  key: string,
  headers: Readonly<Record<string, string>>,
  timeoutMs: number,
  large = false,
): Promise<EarlyOutcome> | null {
  const requests = holder()[HOLDER] ?? [];
  if (requests === 'closed') return null;
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), timeoutMs);
  const outcome = fetch(apiBase + key, { headers, signal: stop.signal })
    .then(async (response): Promise<EarlyOutcome> => ({
      kind: 'answer',
      status: response.status,
      body: large ? await response.blob() : await response.arrayBuffer(),
    }))
    .catch((cause: unknown): EarlyOutcome =>
      stop.signal.aborted
        ? { kind: 'timeout', message: 'Request timed out' }
        : { kind: 'network', message: cause instanceof Error ? cause.message : String(cause) },
    )
    .finally(() => clearTimeout(timer));
  requests.push({ key, headers, outcome });
  holder()[HOLDER] = requests;
  return outcome;
}

const sameHeaders = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean => {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
};

/** The outcome of the early request exactly like this one, taken (no one else gets it), or null when there is none. */
export function takeEarlyAnswer(key: string, headers: Readonly<Record<string, string>>): Promise<EarlyOutcome> | null {
  const requests = holder()[HOLDER];
  if (!requests || requests === 'closed') return null;
  const index = requests.findIndex((request) => request.key === key && sameHeaders(request.headers, headers));
  if (index < 0) return null;
  return requests.splice(index, 1)[0]?.outcome ?? null;
}

/**
 * Drops what no request has taken and takes no more: the first screen has asked for what it needs, and later
 * requests go out fresh.
 */
export function forgetEarlyAnswers(): void {
  holder()[HOLDER] = 'closed';
}
