import { Suspense, lazy, memo, useState } from 'react';
import type { ProductId } from '../../../core/catalogue';
import { adoptingPrerenderedPage } from '../../lib/ready';

/*
 * The Supplement Facts on a product page, whose code (the table and every product's facts) is not part of
 * the page's initial JavaScript (docs/performance.md: a product page has /products' budget). A prerendered
 * page already shows the facts' markup, and its <details> opens without script: React leaves that markup as
 * it is (a Suspense boundary still to adopt) until the shopper first touches, clicks or presses a key, then loads
 * the code and adopts it. A page the app renders itself (a link followed, a language switch) loads it at once.
 */

let shopperActed: () => void = () => {};
const firstAct = new Promise<void>((resolve) => (shopperActed = resolve));
if (typeof window === 'undefined') shopperActed();
else for (const type of ['pointerdown', 'keydown']) addEventListener(type, () => shopperActed(), { once: true, capture: true });

const SupplementFacts = lazy(() =>
  firstAct.then(() => import('../products/SupplementFacts')).then((m) => ({ default: m.SupplementFacts })),
);

/** Memoised: a parent's re-render must not reach a boundary React has not adopted yet (it would draw it anew, empty). */
export const DeferredFacts = memo(function DeferredFacts({ productId }: { productId: ProductId }) {
  const [adopting] = useState(adoptingPrerenderedPage);
  if (!adopting) shopperActed();
  return (
    <Suspense fallback={null}>
      <SupplementFacts productId={productId} />
    </Suspense>
  );
});
