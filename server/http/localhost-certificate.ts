import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

/**
 * A throw-away certificate for `localhost` and its subdomains, made with openssl: the bench serves the build over
 * HTTPS with HTTP/2 with it (scripts/bench.ts), and the server's tests check that way of serving
 * (server/tests/tls.test.ts). The server itself never makes one: a deployment brings its own (listen.ts).
 */
export interface LocalhostCertificate {
  certFile: string;
  keyFile: string;
  /**
   * The base64 SHA-256 of the certificate's public key, for Chromium's `--ignore-certificate-errors-spki-list`: the
   * browser then takes the certificate as valid (it caches, it speaks HTTP/2) without trusting it anywhere else.
   */
  spki: string;
}

/** The certificate kept in `dir`, made there first when there is none. */
export function localhostCertificate(dir: string): LocalhostCertificate {
  const certFile = path.join(dir, 'localhost-cert.pem');
  const keyFile = path.join(dir, 'localhost-key.pem');
  if (!fs.existsSync(certFile)) makeCertificate(certFile, keyFile);
  const publicKey = new crypto.X509Certificate(fs.readFileSync(certFile)).publicKey;
  const spki = crypto
    .createHash('sha256')
    .update(publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return { certFile, keyFile, spki };
}

function makeCertificate(certFile: string, keyFile: string): void {
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  );
  if (made.error || made.status !== 0)
    throw new Error(
      `openssl could not make a certificate for localhost (${made.error?.message ?? made.stderr.trim()})`,
    );
}
