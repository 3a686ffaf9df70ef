/** Uzbek mobile numbers as stored: 998 followed by 9 digits. Accepts '+', spaces, dashes and brackets, or 9 digits. */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const full = digits.length === 9 ? `998${digits}` : digits;
  return /^998\d{9}$/.test(full) ? full : null;
}
