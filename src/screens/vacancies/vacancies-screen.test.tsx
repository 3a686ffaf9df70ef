import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Vacancy } from '@/shared/contract/content.ts';
import { errorReply } from '@/testing/fake-api.ts';
import { TEST_BRANCH } from '@/testing/fixtures.ts';
import { renderScreen } from '@/testing/render-screen.tsx';
import { tap } from '@/testing/user.ts';
import { shownText } from '@/testing/shown-text.ts';

const same = (text: string) => ({ uz: text, ru: text, eng: text });
const COOK: Vacancy = {
  id: 7,
  position: same('Cook'),
  responsible: 'Bahodir Nazarov',
  phone: '+998712000020',
  telegram: '@oshxona_jobs',
  salary: 7000000,
  requirements: same('Two years in a kitchen'),
  branchId: TEST_BRANCH.id,
};
const COURIER: Vacancy = {
  id: 8,
  position: same('Courier'),
  responsible: 'Otabek Sobirov',
  phone: null,
  telegram: null,
  salary: null,
  requirements: same('A scooter'),
};
const ON = { vacanciesActive: true };

describe('vacancies', () => {
  it('lists the open positions with their monthly salary, and opens one', async () => {
    const { location } = await renderScreen({ path: '/vacancy', settings: ON, api: { vacancies: [COOK, COURIER] } });
    const rows = await screen.findAllByTestId('vacancy-row');
    expect(rows.map(shownText)).toEqual(["Cook7 000 000 so'm a month", 'CourierSalary by agreement']);
    tap(rows[0]!);
    await waitFor(() => expect(location.path()).toBe('/vacancy/7'));
  });

  it('shows a vacancy: salary, branch, requirements, who to contact, and applying by phone or Telegram', async () => {
    const { platform } = await renderScreen({
      path: '/vacancy/7',
      settings: ON,
      platform: 'telegram',
      api: { vacancy: COOK, branches: [TEST_BRANCH] },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cook' })).toBeTruthy();
    expect(shownText(screen.getByTestId('vacancy-salary'))).toBe("7 000 000 so'm a month");
    await waitFor(() => expect(screen.getByText('Branch: Chilanzar')).toBeTruthy());
    const requirements = screen.getByRole('region', { name: 'Requirements' });
    expect(within(requirements).getByText('Two years in a kitchen')).toBeTruthy();
    expect(screen.getByText('Contact person: Bahodir Nazarov')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call: +998 71 200 00 20' }).getAttribute('href')).toBe(
      'tel:+998712000020',
    );
    // Inside Telegram the chat opens in Telegram, the Mini App stays.
    tap(screen.getByRole('link', { name: 'Write in Telegram' }));
    expect(platform.calls.links).toEqual(['https://t.me/oshxona_jobs']);
  });

  it("says 'No vacancies' when there are none", async () => {
    await renderScreen({ path: '/vacancy', settings: ON, api: { vacancies: [] } });
    expect(await screen.findByText('No vacancies')).toBeTruthy();
  });

  it('says a vacancy that is gone is no longer open, and a failed load can be retried', async () => {
    let up = false;
    const first = await renderScreen({
      path: '/vacancy/9',
      settings: ON,
      api: { vacancy: () => errorReply(404, 'NOT_FOUND') },
    });
    expect(await screen.findByText('This vacancy is no longer open')).toBeTruthy();
    first.api.answer('vacancy', () => (up ? COURIER : errorReply(500, 'INTERNAL')));
    first.navigate('/vacancy/8');
    expect(await screen.findByText('The vacancies did not load')).toBeTruthy();
    up = true;
    tap(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Courier' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Write in Telegram' })).toBeNull();
  });

  it('is not there when the merchant turns vacancies off, and neither are its links', async () => {
    await renderScreen({ path: '/vacancy', settings: { vacanciesActive: false }, api: { vacancies: [COOK] } });
    expect(await screen.findByText('Page Not Found')).toBeTruthy();
    expect(screen.queryByTestId('footer-vacancies')).toBeNull();
  });
});
