/**
 * Hides everything but `element` from assistive technology, as a modal dialog's background must be: every
 * sibling of the element and of each of its ancestors up to <body> gets `aria-hidden`. An attribute no style
 * rule reads, so it costs no restyle, unlike `inert` or a modal `<dialog>` (web/components/ui/useModalDialog.ts).
 * Returns what undoes it; elements that were hidden already stay hidden.
 */
/** Elements that are never shown, on which aria-hidden is not allowed or means nothing. */
const UNRENDERED = new Set(['script', 'template', 'style', 'link', 'meta', 'noscript']);

export function hideOthers(element: Element): () => void {
  const hidden: Element[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('aria-hidden') || UNRENDERED.has(sibling.localName)) continue;
      sibling.setAttribute('aria-hidden', 'true');
      hidden.push(sibling);
    }
  }
  return () => {
    for (const sibling of hidden) sibling.removeAttribute('aria-hidden');
  };
}
