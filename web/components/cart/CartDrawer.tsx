/** Slot for the cart drawer (cart issue): replaced by the real drawer. */
export function CartDrawer() {
  return null;
}
