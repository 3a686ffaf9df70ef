import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Cell, Radio, Section } from '../../../shared/ui/kit.ts';
import { branchPlaces } from '../../../features/place-order/place-order.api.ts';
import { unwrap } from '../../../shared/api/api-error.ts';
import { localize } from '../../../shared/lib/localize.ts';

/** Dine-in: the table, by hall. */
export function TableSection({ branchId, tableId, onChange }: { branchId: number; tableId: number | null; onChange: (tableId: number) => void }) {
  const { t, i18n } = useTranslation();
  const places = useQuery({ queryKey: ['branch', branchId, 'places'], queryFn: async ({ signal }) => unwrap(await branchPlaces(branchId, signal)), staleTime: 5 * 60_000 });
  return (
    <Section header={t('checkout.table')}>
      <div role="radiogroup" aria-label={t('checkout.table')}>
        {(places.data ?? []).flatMap((place) =>
          place.tables.map((table) => (
            <Cell key={table.id} Component="label" subtitle={localize(place.name, i18n.language)} after={t('checkout.chairs', { count: table.chairs })}
              before={<Radio name="table" checked={table.id === tableId} onChange={() => onChange(table.id)} />} data-testid={`table-${table.id}`}>
              {t('checkout.tableNumber', { number: table.number })}
            </Cell>
          )),
        )}
      </div>
    </Section>
  );
}
