import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '@/shared/routing/paths.ts';

/**
 * List or map: two addresses of one place, so a reload or a shared link keeps the view. The branches page has them as
 * `/branches` and `/branches/map`; the branch chooser as `/choose-branch` and `/choose-branch?view=map`.
 */
export function BranchesViewSwitch({
  current,
  hrefs = { list: paths.branches, map: paths.branchesMap },
}: {
  current: 'list' | 'map';
  hrefs?: { list: string; map: string };
}) {
  const { t } = useTranslation();
  const views = [
    { view: 'list', href: hrefs.list, label: t('branches.list') },
    { view: 'map', href: hrefs.map, label: t('branches.map') },
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
