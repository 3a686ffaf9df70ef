import { useTranslation } from 'react-i18next';
import { Section } from '@/shared/ui/kit.ts';
import type { CheckoutDraft } from '@/entities/basket/basket.model.ts';
import type { WorkHours } from '@/shared/contract/branch.ts';
import { isClosedDay, merchantDays, timeSlots } from '@/shared/contract/time.ts';
import { formatDate } from '@/shared/lib/format.ts';

/**
 * As soon as possible, or at a set day and time inside the branch's hours ('Today is a holiday' on a closed day); a
 * set time starts on the first day that still has one.
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
  const later = draft.later === true && !!draft.day;
  // 'At a set time' starts on the first day with a time left: late in the evening that is tomorrow, not a today
  // that only says there is no time left.
  const firstWithTime = days.find((candidate) => timeSlots(workHours, candidate, now).length > 0) ?? days[0] ?? '';
  const day = draft.day ?? firstWithTime;
  const slots = timeSlots(workHours, day, now);
  const closed = isClosedDay(workHours, day);
  return (
    <Section header={t('checkout.when')}>
      <div className="segmented checkout__segment" role="radiogroup" aria-label={t('checkout.when')}>
        <button
          type="button"
          role="radio"
          aria-checked={!later}
          className={!later ? 'is-active' : ''}
          onClick={() => onChange({ later: false, day: undefined, time: undefined })}
          data-testid="when-now"
        >
          {t('checkout.now')}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={later}
          className={later ? 'is-active' : ''}
          onClick={() => onChange({ later: true, day, time: timeSlots(workHours, day, now)[0] })}
          data-testid="when-later"
        >
          {t('checkout.later')}
        </button>
      </div>
      {later && (
        <div className="checkout__when">
          <label>
            <span>{t('checkout.day')}</span>
            <select
              value={day}
              onChange={(e) => onChange({ day: e.target.value, time: timeSlots(workHours, e.target.value, now)[0] })}
              data-testid="when-day"
            >
              {days.map((d) => (
                <option key={d} value={d}>
                  {formatDate(`${d}T12:00:00`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('checkout.time')}</span>
            <select
              value={draft.time ?? ''}
              disabled={slots.length === 0}
              onChange={(e) => onChange({ time: e.target.value })}
              data-testid="when-time"
            >
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          </label>
          {closed && (
            <p className="checkout__problem" role="alert" data-testid="holiday">
              {t('checkout.holiday')}
            </p>
          )}
          {!closed && slots.length === 0 && (
            <p className="checkout__problem" role="alert">
              {t('checkout.noSlots')}
            </p>
          )}
        </div>
      )}
    </Section>
  );
}
