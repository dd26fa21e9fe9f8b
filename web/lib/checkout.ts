import type { ProductId } from '../../core/catalogue';
import type { DealId } from '../../core/deals';

/** Slot (cart issue): buy now and package purchase, redirecting to the payment provider. */
export function useCheckout(): { buyNow(productId: ProductId): Promise<void>; buyPackage(dealId: DealId): Promise<void>; pending: boolean } {
  return { buyNow: async () => {}, buyPackage: async () => {}, pending: false };
}
