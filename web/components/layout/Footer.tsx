/** Slot for the footer (storefront issue): replaced by the real footer. */
export function Footer() {
  return null;
}
