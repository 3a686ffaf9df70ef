import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '@/shared/routing/paths.ts';

/** List or map: two pages of one place, so a reload or a shared link keeps the view. */
export function BranchesViewSwitch({ current }: { current: 'list' | 'map' }) {
  const { t } = useTranslation();
  const views = [
    { view: 'list', href: paths.branches, label: t('branches.list') },
    { view: 'map', href: paths.branchesMap, label: t('branches.map') },
  ] as const;
  return (
    <nav className="branches__views" aria-label={t('branches.title')}>
      {views.map(({ view, href, label }) => (
        <Link
          key={view}
          href={href}
          replace
          aria-current={view === current ? 'page' : undefined}
          className={`branches__view${view === current ? ' branches__view--current' : ''}`}
          data-testid={`branches-view-${view}`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
