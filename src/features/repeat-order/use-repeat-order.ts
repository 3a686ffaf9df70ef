import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { addItemAtom } from '@/entities/basket/basket.atoms.ts';
import { repeatOrder } from '@/entities/order/order.api.ts';
import { repeatLines } from '@/entities/order/order.lib.ts';
import { unwrap } from '@/shared/api/api-error.ts';
import { toApiError } from '@/shared/api/client.ts';
import { errorText } from '@/shared/api/error-text.ts';
import type { Order } from '@/shared/contract/order.ts';
import { formatAmount } from '@/shared/lib/format.ts';
import { localize } from '@/shared/lib/localize.ts';
import { showToastAtom } from '@/shared/ui/toast.atoms.ts';
import { paths } from '@/shared/routing/paths.ts';

/**
 * "Repeat": asks the API to re-check the order's lines against today's menu and prices, puts the ones still sold
 * back in the basket (on top of what is there), tells what was left out or costs something else now, and opens
 * the basket. Nothing is added when no line is sold any more.
 */
export function useRepeatOrder(order: Order | undefined): { run: () => void; pending: boolean } {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const addItem = useSetAtom(addItemAtom);
  const toast = useSetAtom(showToastAtom);
  const repeat = useMutation({
    mutationFn: async (id: number) => unwrap(await repeatOrder(id)),
    onError: (error) => {
      toast({ kind: 'error', text: errorText(toApiError(error), i18n.language, t) });
    },
    onSuccess: (answer) => {
      if (!order) return;
      const plan = repeatLines(answer);
      if (plan.additions.length === 0) {
        toast({ kind: 'error', text: t('orders.repeatNothing') });
        return;
      }
      for (const line of plan.additions) addItem({ ...line, stock: null });
      const money = (value: number) => formatAmount(value, t('common.currency'));
      const name = (productId: number) =>
        localize(order.items.find((line) => line.productId === productId)?.name, i18n.language) ||
        t('orders.unknownProduct');
      const notes = [t('orders.repeatAdded')];
      if (plan.dropped.length > 0)
        notes.push(t('orders.repeatDropped', { names: plan.dropped.map((line) => name(line.productId)).join(', ') }));
      if (plan.repriced.length > 0) {
        const changes = plan.repriced
          .map((line) => `${name(line.productId)}: ${money(line.oldUnitPrice)} → ${money(line.unitPrice)}`)
          .join('; ');
        notes.push(t('orders.repeatRepriced', { changes }));
      }
      toast({ kind: notes.length > 1 ? 'info' : 'success', text: notes.join(' ') });
      navigate(paths.cart);
    },
  });
  const { mutate, isPending: pending } = repeat;
  const run = useCallback(() => {
    if (order && !pending) mutate(order.id);
  }, [order, pending, mutate]);

  return { run, pending };
}
