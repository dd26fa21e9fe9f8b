import { useAtom, useAtomValue } from 'jotai';
import { startTransition, useEffect, useState } from 'react';
import { toast } from '../../lib/notify';
import { useT } from '../../i18n';
import { whenIdle } from '../../lib/idle';
import { cartDroppedLinesAtom, cartLineCountAtom, cartOpenAtom } from '../../state/cart';
import { onDemand } from '../ui/on-demand';

// Opened by a tap or a cart's first line, never in the worker's render: its renderer leaves the code out.
export const CartDrawerPanel = onDemand(
  __WORKER_RENDERER__ ? () => new Promise<never>(() => undefined) : () => import('./CartDrawerPanel').then((m) => m.default),
);

/**
 * The cart drawer, loaded the first time it opens, or once something is in the cart, so the home page's first
 * download stays small.
 * Always mounted: it also says so when a saved cart had to be trimmed.
 */
export function CartDrawer() {
  const t = useT();
  const open = useAtomValue(cartOpenAtom);
  const [mounted, setMounted] = useState(open);
  const [dropped, setDropped] = useAtom(cartDroppedLinesAtom);
  const hasLines = useAtomValue(cartLineCountAtom) > 0;

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  // Something in the cart means the cart is likely to be opened next: the drawer is loaded and mounted, closed,
  // while the page is idle, so that its first opening answers as fast as the next ones (issue 28).
  useEffect(() => {
    if (mounted || !hasLines) return;
    return whenIdle(() => startTransition(() => setMounted(true)), 2000);
  }, [mounted, hasLines]);

  useEffect(() => {
    if (!dropped) return;
    toast.info(t('cart.errors.cartReset'), { description: t('cart.errors.cartResetBody') });
    setDropped(false);
  }, [dropped, setDropped, t]);

  return mounted ? <CartDrawerPanel /> : null;
}
