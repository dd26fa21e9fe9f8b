/** Slot for the header's cart button (cart issue): replaced by the real control. */
export function CartButton() {
  return null;
}
