import { localClock } from '@/shared/contract/time.ts';

/** The earliest birthday the profile accepts. */
export const OLDEST_BIRTHDAY = '1900-01-01';

/** Today on the merchant's clock, as a date field writes it (YYYY-MM-DD): the latest birthday there can be. */
export const todayKey = (now: Date): string => localClock(now).dateKey;

/**
 * Why a birthday typed into the profile cannot be one, or null when it can: a real calendar date (no 31 February),
 * not in the future, not before 1900. An empty field is no birthday, which is fine.
 */
export function birthdayProblem(value: string, now: Date): 'invalid' | 'future' | 'tooOld' | null {
  if (value === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return 'invalid';
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return 'invalid';
  if (value > todayKey(now)) return 'future';
  if (value < OLDEST_BIRTHDAY) return 'tooOld';
  return null;
}
