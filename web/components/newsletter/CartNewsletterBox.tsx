/** Slot (newsletter issue): the newsletter box inside the cart drawer. */
export function CartNewsletterBox() {
  return null;
}
