import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { vacanciesAtom } from '@/entities/vacancy/vacancy.queries.ts';
import type { Language } from '@/shared/contract/common.ts';
import { localize } from '@/shared/lib/localize.ts';
import { paths } from '@/shared/routing/paths.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { ScreenFrame } from '@/shared/ui/screen-frame.tsx';
import { Salary } from './parts/salary.tsx';
import './vacancies.css';

/** `/vacancy`: the merchant's open positions with their salary; each opens its page. Behind `vacanciesActive`. */
export function VacanciesScreen() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const vacancies = useAtomValue(vacanciesAtom);

  let body;
  if (vacancies.data && vacancies.data.length > 0)
    body = (
      <ul className="vacancies__list" data-testid="vacancies-list">
        {vacancies.data.map((vacancy) => (
          <li key={vacancy.id}>
            <Link href={paths.vacancy(vacancy.id)} className="card vacancy-row" data-testid="vacancy-row">
              <span className="vacancy-row__position">{localize(vacancy.position, language)}</span>
              <Salary amount={vacancy.salary} className="vacancy-row__salary" />
            </Link>
          </li>
        ))}
      </ul>
    );
  else if (vacancies.data)
    body = <EmptyState title={t('vacancies.empty')} text={t('vacancies.emptyText')} testId="vacancies-empty" />;
  else if (vacancies.isError) body = <LoadFailed title={t('vacancies.loadFailed')} query={vacancies} />;
  else
    body = (
      <div className="vacancies__list" role="status" aria-label={t('common.loading')}>
        {[0, 1, 2].map((row) => (
          <span key={row} className="skeleton vacancy-row vacancy-row--pending" />
        ))}
      </div>
    );

  return (
    <ScreenFrame id="vacancies" className="vacancies" title={t('vacancies.title')} busy={vacancies.isPending}>
      {body}
    </ScreenFrame>
  );
}
