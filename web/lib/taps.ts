/**
 * A tap on the prerendered page before the app ran it, as core/boot-script.ts notes it: the control, its
 * place under #root (should React have drawn the page anew), and for a select the option chosen.
 */
interface Tap {
  type: 'click' | 'change';
  target: Element;
  path: number[];
  value?: string;
}

declare global {
  interface Window {
    vitaglowTaps?: Tap[];
  }
}

function elementAt(path: readonly number[]): Element | undefined {
  let node: Element | undefined = document.getElementById('root') ?? undefined;
  for (const index of path) node = node?.children[index];
  return node;
}

/**
 * Carries out, once each and in order, the taps made before the app took the page over: the boot script
 * held them back from the page (they would have done nothing), and from now on the app answers taps
 * itself. A select is set to what the shopper chose, as its change event expects.
 */
export function replayTaps(): void {
  // Emptied in place: the boot script keeps adding to this same array (taps on parts whose code comes later).
  const taps = window.vitaglowTaps?.splice(0) ?? [];
  for (const tap of taps) {
    const target = tap.target.isConnected ? tap.target : elementAt(tap.path);
    if (tap.type === 'click' && target instanceof HTMLElement) target.click();
    if (tap.type === 'change' && target instanceof HTMLSelectElement && tap.value !== undefined) {
      // Through the prototype's setter: React watches the element's own, and would take the change for its own.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(target, tap.value);
      target.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
