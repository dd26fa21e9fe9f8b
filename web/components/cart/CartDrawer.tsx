import { useAtom, useAtomValue } from 'jotai';
import { Suspense, lazy, useEffect, useState } from 'react';
import { toast } from '../../lib/notify';
import { useT } from '../../i18n';
import { cartDroppedLinesAtom, cartOpenAtom } from '../../state/cart';

export const loadCartDrawer = () => import('./CartDrawerPanel');
const CartDrawerPanel = lazy(loadCartDrawer);

/**
 * The cart drawer, loaded the first time it opens so the home page's first download stays small.
 * Always mounted: it also says so when a saved cart had to be trimmed.
 */
export function CartDrawer() {
  const t = useT();
  const open = useAtomValue(cartOpenAtom);
  const [mounted, setMounted] = useState(open);
  const [dropped, setDropped] = useAtom(cartDroppedLinesAtom);

  useEffect(() => {
    if (open) setMounted(true);
  }, [open]);

  useEffect(() => {
    if (!dropped) return;
    toast.info(t('cart.errors.cartReset'), { description: t('cart.errors.cartResetBody') });
    setDropped(false);
  }, [dropped, setDropped, t]);

  return mounted ? (
    <Suspense fallback={null}>
      <CartDrawerPanel />
    </Suspense>
  ) : null;
}
