import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '@/shared/ui/kit.ts';
import type { CheckoutDraft } from '@/entities/basket/basket.model.ts';
import type { WorkHours } from '@/shared/contract/branch.ts';
import { DELIVERY_WINDOW_MINUTES, isClosedDay, merchantDays, timeSlots, windowStarts } from '@/shared/contract/time.ts';
import { formatDate } from '@/shared/lib/format.ts';
import { SegmentedSwitch } from '@/shared/ui/segmented-switch.tsx';
import { LiveMessage } from '@/shared/ui/live-message.tsx';

type When = 'now' | 'window' | 'exact';

/** The draft's timing for an order as soon as possible. */
const AS_SOON_AS_POSSIBLE: Partial<CheckoutDraft> = { later: false, window: false, day: undefined, time: undefined };

/** The day and time the section took out of the draft as no longer offered, said until the checkout is left. */
const droppedTimeAtom = atom<string | null>(null);

/** "14:00" plus the window: "15:00". */
function windowEnd(start: string): string {
  const [hours = 0, minutes = 0] = start.split(':').map(Number);
  const end = hours * 60 + minutes + DELIVERY_WINDOW_MINUTES;
  return `${String(Math.floor(end / 60) % 24).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/**
 * The spec's three timings: as soon as possible; later, within an hour's window ("14:00–15:00", the spec's
 * day/time to day2/time2); or at a set time. Days and times are inside the branch's hours ('Today is a holiday' on a
 * closed day), and a choice starts on the first day that still has a time.
 */
export function WhenSection({
  draft,
  workHours,
  now,
  onChange,
}: {
  draft: CheckoutDraft;
  workHours: readonly WorkHours[];
  now: Date;
  onChange: (change: Partial<CheckoutDraft>) => void;
}) {
  const { t } = useTranslation();
  const days = merchantDays(now, 7);
  const when: When = draft.later === true && !!draft.day ? (draft.window ? 'window' : 'exact') : 'now';
  const timesOf = (kind: When, day: string) =>
    kind === 'window' ? windowStarts(workHours, day, now) : timeSlots(workHours, day, now);
  // A later choice starts on the first day with a time left: late in the evening that is tomorrow, not a today
  // that only says there is no time left.
  const firstDay = (kind: When) => days.find((candidate) => timesOf(kind, candidate).length > 0) ?? days[0] ?? '';
  const day = draft.day ?? firstDay(when);
  const slots = when === 'now' ? [] : timesOf(when, day);
  // A day off says so; one whose only times are the night before running into it offers them instead.
  const closed = slots.length === 0 && isClosedDay(workHours, day);
  // A day and time kept from an earlier visit that are no longer offered (passed, or outside the hours now): the order
  // goes back to "as soon as possible" and the section says so, instead of keeping a time the server would refuse.
  const dropped = useAtomValue(droppedTimeAtom);
  const setDropped = useSetAtom(droppedTimeAtom);
  const keptDay = draft.day;
  const keptTime = draft.time;
  const offered = when === 'now' || !keptDay || !keptTime || timesOf(when, keptDay).includes(keptTime);
  useEffect(() => {
    if (offered || !keptDay || !keptTime) return;
    setDropped(`${formatDate(`${keptDay}T12:00:00`)}, ${keptTime}`);
    onChange(AS_SOON_AS_POSSIBLE);
  }, [offered, keptDay, keptTime, setDropped, onChange]);
  useEffect(() => () => setDropped(null), [setDropped]);
  const choose = (kind: When) => {
    if (kind === 'now') return onChange(AS_SOON_AS_POSSIBLE);
    const start = timesOf(kind, day).length > 0 ? day : firstDay(kind);
    onChange({ later: true, window: kind === 'window', day: start, time: timesOf(kind, start)[0] });
  };
  const options: { value: When; label: string; testId: string }[] = [
    { value: 'now', label: t('checkout.now'), testId: 'when-now' },
    { value: 'window', label: t('checkout.window'), testId: 'when-window' },
    { value: 'exact', label: t('checkout.later'), testId: 'when-later' },
  ];
  return (
    <Section header={t('checkout.when')}>
      <SegmentedSwitch
        className="checkout__segment"
        label={t('checkout.when')}
        options={options}
        value={when}
        onChange={choose}
      />
      {when !== 'now' && (
        <div className="checkout__when">
          <label className="native-field">
            <span>{t('checkout.day')}</span>
            <select
              value={day}
              onChange={(e) => onChange({ day: e.target.value, time: timesOf(when, e.target.value)[0] })}
              data-testid="when-day"
            >
              {days.map((d) => (
                <option key={d} value={d}>
                  {formatDate(`${d}T12:00:00`)}
                </option>
              ))}
            </select>
          </label>
          <label className="native-field">
            <span>{t(when === 'window' ? 'checkout.windowTime' : 'checkout.time')}</span>
            <select
              value={draft.time ?? ''}
              disabled={slots.length === 0}
              onChange={(e) => onChange({ time: e.target.value })}
              data-testid="when-time"
            >
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {when === 'window' ? `${slot}–${windowEnd(slot)}` : slot}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      <LiveMessage className="checkout__problem" testId={closed ? 'holiday' : undefined}>
        {when !== 'now'
          ? closed
            ? t('checkout.holiday')
            : slots.length === 0 && t('checkout.noSlots')
          : dropped && t('checkout.timeDropped', { time: dropped })}
      </LiveMessage>
    </Section>
  );
}
