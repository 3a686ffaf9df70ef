import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, Radio, Section } from '@/shared/ui/kit.ts';
import { LoadFailed } from '@/shared/ui/load-failed.tsx';
import { branchPlacesAtom } from '@/entities/branch/branch.queries.ts';
import { localize } from '@/shared/lib/localize.ts';

/** Dine-in: the table, by hall. */
export function TableSection({
  branchId,
  tableId,
  onChange,
}: {
  branchId: number;
  tableId: number | null;
  onChange: (tableId: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const places = useAtomValue(useMemo(() => branchPlacesAtom(branchId), [branchId]));
  return (
    <Section header={t('checkout.table')}>
      {places.isError && <LoadFailed title={t('reservations.hallsFailed')} query={places} />}
      <div role="radiogroup" aria-label={t('checkout.table')}>
        {(places.data ?? []).flatMap((place) =>
          place.tables.map((table) => (
            <Cell
              key={table.id}
              Component="label"
              subtitle={localize(place.name, i18n.language)}
              after={t('checkout.chairs', { count: table.chairs })}
              before={
                <Radio
                  name="table"
                  aria-label={t('checkout.tableNumber', { number: table.number })}
                  checked={table.id === tableId}
                  onChange={() => onChange(table.id)}
                />
              }
              data-testid={`table-${table.id}`}
            >
              {t('checkout.tableNumber', { number: table.number })}
            </Cell>
          )),
        )}
      </div>
    </Section>
  );
}
