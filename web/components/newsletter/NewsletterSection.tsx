/** Slot (newsletter issue): the home page's newsletter section. */
export function NewsletterSection() {
  return null;
}
