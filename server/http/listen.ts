import fs from 'node:fs';
import http2 from 'node:http2';
import type { ServerConfig } from '../config.ts';

/**
 * How the server listens. With a certificate (TLS_CERT_FILE, TLS_KEY_FILE) it serves HTTPS with HTTP/2, as a
 * deployment does (a Telegram Mini App opens over HTTPS only), and HTTP/1.1 to clients that do not offer HTTP/2;
 * without one, plain HTTP/1.1 (this machine, the tests). Over HTTP/2 a page's requests share one connection instead
 * of queueing for six, which is what a phone on mobile data feels most (docs/performance.md).
 *
 * Throws with a message naming the file when a certificate or key cannot be read.
 */
export function listenOptions(tls: ServerConfig['tls']): {
  createServer?: typeof http2.createSecureServer;
  serverOptions?: http2.SecureServerOptions;
} {
  if (!tls) return {};
  const read = (file: string | null, what: string): Buffer => {
    if (!file) throw new Error(`TLS_CERT_FILE and TLS_KEY_FILE go together: the ${what} is missing.`);
    try {
      return fs.readFileSync(file);
    } catch (cause) {
      throw new Error(`the TLS ${what} ${file} cannot be read (${(cause as NodeJS.ErrnoException).code ?? cause}).`, {
        cause,
      });
    }
  };
  return {
    createServer: http2.createSecureServer,
    serverOptions: { cert: read(tls.certFile, 'certificate'), key: read(tls.keyFile, 'key'), allowHTTP1: true },
  };
}
