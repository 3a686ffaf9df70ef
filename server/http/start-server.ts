import http from 'node:http';
import http2 from 'node:http2';
import type { Duplex } from 'node:stream';
import { getRequestListener, RequestError } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { AppError } from './errors.ts';
import type { listenOptions } from './listen.ts';

/** The longest a request may take to arrive whole, headers and body (Node's own default is five minutes). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The longest its headers may take. */
export const HEADERS_TIMEOUT_MS = 15_000;

/** Headers every answer written here carries, as the API's own do (app.ts). */
const ERROR_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * What Node's parser refuses before the app sees a request (headers over 16 KB, both a length and chunked encoding,
 * a body that never comes), in the API's error shape instead of Node's bare status line.
 */
function parserRefusal(error: NodeJS.ErrnoException): AppError {
  if (error.code === 'HPE_HEADER_OVERFLOW') return new AppError(431, 'HEADERS_TOO_LARGE', 'headersTooLarge');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError(408, 'REQUEST_TIMEOUT', 'requestTimeout');
  return new AppError(400, 'BAD_REQUEST', 'badRequest');
}

function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  // A connection the client has already dropped, or one whose answer has begun, has nothing more to be told.
  if (error.code === 'ECONNRESET' || !socket.writable || (socket as { _httpMessage?: unknown })._httpMessage) {
    socket.destroy();
    return;
  }
  const refusal = parserRefusal(error);
  const body = JSON.stringify(refusal.toBody());
  const head = [
    `HTTP/1.1 ${refusal.status} ${http.STATUS_CODES[refusal.status] ?? ''}`,
    ...Object.entries({ ...ERROR_HEADERS, 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' }).map(
      ([name, value]) => `${name}: ${value}`,
    ),
  ];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/**
 * Serves the app on a port: plain HTTP/1.1, or HTTPS with HTTP/2 with the certificate `listenOptions` read
 * (listen.ts). A request the app cannot even be given (a Host header no URL can hold, a path that is not one) is a 400
 * in the error shape, and so is whatever Node's parser refuses; a request that has not arrived whole in
 * `REQUEST_TIMEOUT_MS` is a 408, and its connection closed, rather than held for Node's five minutes. Over HTTP/2,
 * where Node's request time-outs do not apply, a stream still open by then is cancelled: a body promised and never
 * sent (or sent a byte at a time) does not hold a handler and its memory.
 */
export function startServer(
  app: Hono<AppEnv>,
  options: {
    port: number;
    hostname?: string;
    listen: ReturnType<typeof listenOptions>;
    /** `REQUEST_TIMEOUT_MS` unless given (a test's shorter one). */
    requestTimeoutMs?: number;
  },
  onListening: (port: number) => void,
): http.Server {
  const requestTimeoutMs = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const listener = getRequestListener(app.fetch, {
    errorHandler: (error) => {
      const unreadable = error instanceof RequestError;
      if (!unreadable) console.error('Unhandled error', error);
      const refusal = unreadable
        ? new AppError(400, 'BAD_REQUEST', 'badRequest')
        : new AppError(500, 'INTERNAL', 'internal');
      return new Response(JSON.stringify(refusal.toBody()), { status: refusal.status, headers: ERROR_HEADERS });
    },
  });
  const { createServer, serverOptions } = options.listen;
  // HTTP/2's server, when there is a certificate, answers HTTP/1.1 too and is told of parser errors the same way.
  const server = (createServer
    ? createServer(serverOptions ?? {}, listener)
    : http.createServer(listener)) as unknown as http.Server;
  server.requestTimeout = requestTimeoutMs;
  server.headersTimeout = Math.min(HEADERS_TIMEOUT_MS, requestTimeoutMs);
  server.on('stream', (stream: http2.ServerHttp2Stream) => {
    const deadline = setTimeout(() => {
      if (!stream.closed) stream.close(http2.constants.NGHTTP2_CANCEL);
    }, requestTimeoutMs);
    deadline.unref();
    // Every answer of this server is written at once, long before the deadline: a stream still open then is a
    // request that has not come whole.
    stream.once('close', () => clearTimeout(deadline));
  });
  server.on('clientError', answerClientError);
  server.listen(options.port, options.hostname, () => {
    const address = server.address();
    onListening(typeof address === 'object' && address ? address.port : options.port);
  });
  return server;
}
