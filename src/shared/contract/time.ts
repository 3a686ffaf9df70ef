/**
 * Time rules shared by the client (which times to offer) and the server (which times to accept): the merchant's
 * clock, a branch's hours and the slots of a scheduled order.
 */
import type { WorkHours } from './branch.ts';

/** The merchants here work on Tashkent time (UTC+5, no daylight saving). */
export const MERCHANT_UTC_OFFSET_MINUTES = 5 * 60;

export function localClock(date: Date): { day: number; minutes: number; dateKey: string } {
  const shifted = new Date(date.getTime() + MERCHANT_UTC_OFFSET_MINUTES * 60_000);
  const weekday = shifted.getUTCDay();
  return {
    day: weekday === 0 ? 7 : weekday,
    minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
    dateKey: shifted.toISOString().slice(0, 10),
  };
}

const toMinutes = (clock: string): number => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export type HoursCheck = 'open' | 'closed-day' | 'outside-hours';

/**
 * The day's hours in force at that moment, and whether the branch is open. Hours whose close is not after their open
 * run past midnight (10:00-02:00), equal ones around the clock: the night after midnight belongs to the day the hours
 * started, so at 01:00 on a Saturday they are Friday's when Friday's run to 02:00, whether Saturday itself is closed
 * or opens at 10:00. Null on a closed day outside such a night.
 */
export function hoursAt(workHours: readonly WorkHours[], date: Date): { hours: WorkHours; open: boolean } | null {
  const { day, minutes } = localClock(date);
  const working = (weekday: number) => workHours.find((entry) => entry.day === weekday && !entry.isClosed);
  const eve = working(day === 1 ? 7 : day - 1);
  if (eve && toMinutes(eve.close) <= toMinutes(eve.open) && minutes < toMinutes(eve.close))
    return { hours: eve, open: true };
  const today = working(day);
  if (!today) return null;
  const open = toMinutes(today.open);
  const close = toMinutes(today.close);
  return { hours: today, open: minutes >= open && (close <= open || minutes < close) };
}

/** Whether a branch works at that moment (`hoursAt`). */
export function checkHours(workHours: readonly WorkHours[], date: Date): HoursCheck {
  const now = hoursAt(workHours, date);
  return !now ? 'closed-day' : now.open ? 'open' : 'outside-hours';
}

/** "YYYY-MM-DD" + "HH:MM" on the merchant's clock as an ISO instant. */
export function merchantInstant(day: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const utc =
    Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2])) -
    MERCHANT_UTC_OFFSET_MINUTES * 60_000;
  return new Date(utc).toISOString();
}

/** The next `count` days on the merchant's clock, as "YYYY-MM-DD". */
export function merchantDays(now: Date, count: number): string[] {
  return Array.from({ length: count }, (_, i) => localClock(new Date(now.getTime() + i * 86_400_000)).dateKey);
}

/** Earliest a scheduled order may be: this long after now. */
export const SCHEDULE_LEAD_MINUTES = 30;

/** A 'later' order comes within a window this long (the customer picks its start). */
export const DELIVERY_WINDOW_MINUTES = 60;

/**
 * The starts ("HH:MM", on the hour) of the windows a 'later' order can come in on a day: the whole window inside the
 * branch's hours, its start at least the lead time away.
 */
export function windowStarts(workHours: readonly WorkHours[], day: string, now: Date): string[] {
  return timeSlots(workHours, day, now, 60).filter((time) => {
    const start = merchantInstant(day, time);
    if (!start) return false;
    const lastMinute = new Date(new Date(start).getTime() + (DELIVERY_WINDOW_MINUTES - 1) * 60_000);
    return checkHours(workHours, lastMinute) === 'open';
  });
}

/**
 * Times ("HH:MM", every `step` minutes) on a day when the branch works and that are at least the lead time away.
 * Empty on a closed day, but for the night the day before may run into it.
 */
export function timeSlots(workHours: readonly WorkHours[], day: string, now: Date, step = 30): string[] {
  const slots: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    const instant = merchantInstant(day, time);
    if (!instant) continue;
    const at = new Date(instant);
    if (at.getTime() < now.getTime() + SCHEDULE_LEAD_MINUTES * 60_000) continue;
    if (checkHours(workHours, at) === 'open') slots.push(time);
  }
  return slots;
}

/** Whether the branch is closed all that day. */
export function isClosedDay(workHours: readonly WorkHours[], day: string): boolean {
  const instant = merchantInstant(day, '12:00');
  if (!instant) return true;
  const weekday = localClock(new Date(instant)).day;
  const hours = workHours.find((entry) => entry.day === weekday);
  return !hours || hours.isClosed;
}
