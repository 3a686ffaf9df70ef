import { useMutation } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMainButton } from '@platform/index.ts';
import { Avatar, Cell, Placeholder, Section } from '@/shared/ui/kit.ts';
import { Input } from '@/shared/ui/input.ts';
import { settingsAtom } from '@/entities/merchant/merchant.atoms.ts';
import { updateProfile } from '@/entities/session/session.api.ts';
import { updateUserAtom, userAtom } from '@/entities/session/session.atoms.ts';
import { birthdayProblem, OLDEST_BIRTHDAY, todayKey } from '@/entities/session/birthday.lib.ts';
import type { Gender } from '@/shared/contract/user.ts';
import { useNow } from '@/shared/lib/use-now.ts';
import './profile.css';
import { AccountExit } from '@/features/account-exit/account-exit.ui.tsx';
import { LanguagePicker } from '@/features/choose-language/language-picker.ui.tsx';
import { errorText } from '@/shared/api/error-text.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { formatPhone } from '@/shared/lib/phone.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { paths } from '@/shared/routing/paths.ts';
import { Link } from 'wouter';
import { useSignInThenReturn } from '@/shared/routing/return-to.ts';
import { SegmentedSwitch } from '@/shared/ui/segmented-switch.tsx';
import { LiveMessage } from '@/shared/ui/live-message.tsx';

/** `/user`: the profile. Guests are asked to log in and come back here. */
export function ProfileScreen() {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const settings = useAtomValue(settingsAtom);
  const updateUser = useSetAtom(updateUserAtom);
  const toast = useSetAtom(showToastAtom);
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [gender, setGender] = useState<Gender | null>(user?.gender ?? null);
  const [birthday, setBirthday] = useState(user?.birthday?.slice(0, 10) ?? '');
  // The form follows the stored user until the customer edits it: a user that arrives after the first drawing (a
  // slow sign-in inside Telegram) or comes back newer from the server (changed on another device) fills it, so Save
  // never sends empty or old fields over the profile. What the customer typed is never overwritten.
  const source = user ? JSON.stringify([user.id, user.firstName, user.lastName, user.gender, user.birthday]) : '';
  const [filledFrom, setFilledFrom] = useState(source);
  const [edited, setEdited] = useState(false);
  if (source !== filledFrom && !edited) {
    setFilledFrom(source);
    setFirstName(user?.firstName ?? '');
    setLastName(user?.lastName ?? '');
    setGender(user?.gender ?? null);
    setBirthday(user?.birthday?.slice(0, 10) ?? '');
  }
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setEdited(true);
      set(value);
    };
  const now = useNow();
  const birthdayIssue = birthdayProblem(birthday, now);
  const saving = useMutation({ mutationFn: updateProfile });
  const pending = saving.isPending;
  const changed =
    firstName.trim() !== (user?.firstName ?? '') ||
    lastName.trim() !== (user?.lastName ?? '') ||
    gender !== (user?.gender ?? null) ||
    birthday !== (user?.birthday?.slice(0, 10) ?? '');

  const save = async () => {
    if (!changed || pending || birthdayIssue) return;
    const result = await saving.mutateAsync({
      firstName: firstName.trim() || null,
      lastName: lastName.trim() || null,
      gender,
      birthday: birthday || null,
    });
    if (!result.ok) {
      toast({ kind: 'error', text: errorText(result.error, i18n.language, t) });
      return;
    }
    updateUser(result.data);
    setEdited(false);
    toast({ kind: 'success', text: t('profile.updated') });
  };
  const login = useSignInThenReturn(paths.profile);

  useMainButton(
    user
      ? changed
        ? { text: t('common.save'), action: () => void save(), progress: pending, enabled: !birthdayIssue }
        : null
      : { text: t('login.title'), action: login },
  );

  if (!user) {
    return (
      <main className="screen">
        <Placeholder header={t('profile.guestTitle')} description={t('profile.guestText')} />
        <Section>
          <LanguagePicker />
        </Section>
      </main>
    );
  }
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
  };
  return (
    <main className="screen screen--flush" aria-labelledby="profile-title">
      <Section>
        <Cell
          before={<Avatar size={48} acronym={(name || '?').slice(0, 1).toUpperCase()} />}
          subtitle={formatPhone(user.phone)}
          multiline
        >
          <span id="profile-title" data-testid="profile-name">
            {name || t('profile.noName')}
          </span>
        </Cell>
        <Link href={paths.profilePhone} asChild>
          <Cell Component="a" className="profile__link" data-testid="profile-change-phone">
            {t('profile.changePhone')}
          </Cell>
        </Link>
        {settings.cashbackActive && (
          <Link href={paths.cashback} asChild>
            <Cell
              Component="a"
              className="profile__link"
              after={<span data-testid="cashback">{formatAmount(user.cashback, t('common.currency'))}</span>}
            >
              {t('profile.cashback')}
            </Cell>
          </Link>
        )}
      </Section>
      <form onSubmit={onSubmit} noValidate>
        <Section header={t('profile.details')}>
          <Input
            header={t('profile.firstName')}
            autoComplete="given-name"
            value={firstName}
            maxLength={100}
            onChange={(e) => edit(setFirstName)(e.target.value)}
          />
          <Input
            header={t('profile.lastName')}
            autoComplete="family-name"
            value={lastName}
            maxLength={100}
            onChange={(e) => edit(setLastName)(e.target.value)}
          />
          <div className="profile__field">
            <span id="profile-gender" className="profile__label">
              {t('profile.gender')}
            </span>
            <SegmentedSwitch
              labelledBy="profile-gender"
              options={(['MALE', 'FEMALE'] as const).map((option) => ({
                value: option,
                label: t(`profile.genders.${option}`),
                testId: `gender-${option}`,
              }))}
              value={gender}
              onChange={(option) => edit(setGender)(gender === option ? null : option)}
            />
          </div>
          <label className="native-field profile__field">
            <span>{t('profile.birthday')}</span>
            <input
              type="date"
              value={birthday}
              min={OLDEST_BIRTHDAY}
              max={todayKey(now)}
              autoComplete="bday"
              aria-invalid={birthdayIssue !== null}
              aria-describedby={birthdayIssue ? 'profile-birthday-problem' : undefined}
              onChange={(e) => edit(setBirthday)(e.target.value)}
              data-testid="profile-birthday"
            />
          </label>
          <LiveMessage id="profile-birthday-problem" className="profile__problem">
            {birthdayIssue && t(`profile.birthdayProblem.${birthdayIssue}`)}
          </LiveMessage>
        </Section>
        <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
      </form>
      <ProfileLinks />
      <Section header={t('profile.settings')}>
        <LanguagePicker />
      </Section>
      <AccountExit />
    </main>
  );
}

/** The customer's own pages, as the merchant's flags allow: orders, favourites, addresses, promos, reservations, news. */
function ProfileLinks() {
  const { t } = useTranslation();
  const settings = useAtomValue(settingsAtom);
  const links: [string, string, string][] = [
    [paths.orders, t('orders.title'), 'orders'],
    ...(settings.favouriteActive ? [[paths.liked, t('favourites.title'), 'liked'] as [string, string, string]] : []),
    [paths.addresses, t('address.title'), 'addresses'],
    ...(settings.promoActive ? [[paths.promos, t('promos.title'), 'promos'] as [string, string, string]] : []),
    ...(settings.bookingActive
      ? [[paths.reservations, t('reservations.title'), 'reservations'] as [string, string, string]]
      : []),
    ...(settings.notificationsActive
      ? [[paths.notifications, t('notifications.title'), 'notifications'] as [string, string, string]]
      : []),
  ];
  return (
    <Section header={t('profile.mine')}>
      {links.map(([href, label, id]) => (
        <Link key={id} href={href} asChild>
          <Cell Component="a" className="profile__link" data-testid={`profile-link-${id}`}>
            {label}
          </Cell>
        </Link>
      ))}
    </Section>
  );
}
