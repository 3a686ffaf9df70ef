import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OutboundLink } from '@platform/index.ts';
import { branchesAtom } from '@/entities/branch/branch.queries.ts';
import { telegramChat } from '@/entities/vacancy/vacancy.lib.ts';
import { vacancyAtom } from '@/entities/vacancy/vacancy.queries.ts';
import { ApiError } from '@/shared/api/api-error.ts';
import type { Language } from '@/shared/contract/common.ts';
import { localize } from '@/shared/lib/localize.ts';
import { useIdParam } from '@/shared/routing/use-id-param.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { Spinner } from '@/shared/ui/kit.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { PhoneLink } from '@/shared/ui/phone-link.tsx';
import { ScreenFrame } from '@/shared/ui/screen-frame.tsx';
import { Salary } from './parts/salary.tsx';
import './vacancies.css';

/** `/vacancy/{id}`: one position, its monthly salary and requirements, who to contact, and how to apply. */
export function VacancyScreen() {
  const { t } = useTranslation();
  const id = useIdParam();
  if (id === null) {
    return (
      <ScreenFrame id="vacancy" className="vacancies" title={t('vacancies.title')}>
        <EmptyState title={t('vacancies.notFound')} testId="vacancy-gone" />
      </ScreenFrame>
    );
  }
  return <Vacancy id={id} />;
}

function Vacancy({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const vacancy = useAtomValue(useMemo(() => vacancyAtom(id), [id]));
  const branches = useAtomValue(branchesAtom);
  const data = vacancy.data;

  if (!data) {
    const gone = vacancy.error instanceof ApiError && vacancy.error.status === 404;
    return (
      <ScreenFrame id="vacancy" className="vacancies" title={t('vacancies.title')} busy={vacancy.isPending}>
        {gone ? (
          <EmptyState title={t('vacancies.notFound')} testId="vacancy-gone" />
        ) : vacancy.isError ? (
          <LoadFailed title={t('vacancies.loadFailed')} query={vacancy} />
        ) : (
          <div className="screen--centered" role="status" aria-label={t('common.loading')}>
            <Spinner size="l" />
          </div>
        )}
      </ScreenFrame>
    );
  }

  const branch = branches.data?.find((candidate) => candidate.id === data.branchId);
  const chat = telegramChat(data.telegram);
  return (
    <ScreenFrame id="vacancy" className="vacancies" title={localize(data.position, language)}>
      <Salary amount={data.salary} className="vacancy__salary" />
      {branch && (
        <p className="vacancy__branch">
          {t('vacancies.branch')}: {localize(branch.name, language)}
        </p>
      )}
      <section className="vacancy__section" aria-labelledby="vacancy-requirements">
        <h2 id="vacancy-requirements" className="vacancy__heading">
          {t('vacancies.requirements')}
        </h2>
        <p className="vacancy__text">{localize(data.requirements, language)}</p>
      </section>
      <section className="vacancy__section" aria-labelledby="vacancy-apply">
        <h2 id="vacancy-apply" className="vacancy__heading">
          {t('vacancies.apply')}
        </h2>
        <p className="vacancy__text">
          {t('vacancies.responsible')}: {data.responsible}
        </p>
        <div className="vacancy__actions">
          {data.phone && <PhoneLink phone={data.phone} className="vacancy__action" label={t('vacancies.call')} />}
          {chat && (
            <OutboundLink href={chat} className="vacancy__action" data-testid="vacancy-telegram">
              {t('vacancies.telegram')}
            </OutboundLink>
          )}
        </div>
      </section>
    </ScreenFrame>
  );
}
