import { useText } from '@/shared/i18n/texts.ts';
import { Link } from 'wouter';
import { Button, Placeholder } from '@/shared/ui/kit.ts';
import { paths } from '@/shared/routing/paths.ts';

/** Shown for every path no route matches. */
export function NotFoundScreen({ path }: { path: string }) {
  const { t } = useText();
  return (
    <main className="screen screen--centered" aria-labelledby="not-found-title">
      <Placeholder
        header={<span id="not-found-title">{t('errors.notFoundTitle')}</span>}
        description={t('errors.notFound', { path })}
        action={
          <Link href={paths.home} asChild>
            <Button size="m" mode="filled">
              {t('common.goHome')}
            </Button>
          </Link>
        }
      >
        <div className="error-code" aria-hidden="true">
          404
        </div>
      </Placeholder>
    </main>
  );
}
