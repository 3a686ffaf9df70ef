/**
 * A Telegram address to write to, from a username as people type it (`@name`, `name`, a t.me link); null when it
 * cannot be one (Telegram usernames are 5-32 letters, digits and underscores).
 */
export function telegramChat(username: string | null | undefined): string | null {
  const name = username
    ?.trim()
    .replace(/^(https?:\/\/)?(t\.me|telegram\.me)\//i, '')
    .replace(/^@/, '');
  return name && /^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(name) ? `https://t.me/${name}` : null;
}
