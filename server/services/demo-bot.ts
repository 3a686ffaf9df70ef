import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { ServerConfig } from '../config.ts';

/**
 * The demo bot's token, made at random the first time and kept in the database: a demo left open to the internet
 * checks initData and shared contacts with a secret nobody else has, and keeps it across restarts (the welcome
 * bonus's identities are keyed with it too, services/welcome.ts). The Telegram simulator mints initData with it for
 * this machine only.
 */
export function demoBotToken(db: Db): string {
  const kept = db.prepare("SELECT value FROM server_secrets WHERE name = 'demo_bot_token'").get() as
    { value: string } | undefined;
  if (kept) return kept.value;
  const token = `${randomInt(1_000_000_000, 9_999_999_999)}:${randomBytes(27).toString('base64url')}`;
  db.prepare("INSERT INTO server_secrets (name, value) VALUES ('demo_bot_token', ?)").run(token);
  return token;
}

/** The configuration with the demo bot's token filled in, when it is the demo's own bot and none was given. */
export function withDemoBot(config: ServerConfig, db: Db): ServerConfig {
  return config.demoBot && !config.telegramBotToken ? { ...config, telegramBotToken: demoBotToken(db) } : config;
}
