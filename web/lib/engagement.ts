/** What says the shopper is using the page. */
const ENGAGED = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

/**
 * Runs `then` once, at the shopper's first sign of using the page (a pointer move, a touch, a key, a scroll): the
 * moment to fetch what they are likely to need next, which a visit that never engages (a crawler, a load audit)
 * never downloads. Returns what stops waiting.
 */
export function onFirstEngagement(then: () => void): () => void {
  const stop = () => {
    for (const type of ENGAGED) removeEventListener(type, engaged, { capture: true });
  };
  function engaged() {
    stop();
    then();
  }
  for (const type of ENGAGED) addEventListener(type, engaged, { capture: true, passive: true });
  return stop;
}
