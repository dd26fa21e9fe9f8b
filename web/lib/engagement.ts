import { whenIdle } from './idle';
import { appReady } from './ready';

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

let engagedAndIdle: Promise<void> | undefined;

/**
 * Resolves once the app runs the page, the shopper has engaged with it, and the browser is then idle (2 s at the
 * latest): the moment to prepare what a tap may need next (parts still waiting for their code, dialogs rendered
 * ahead). Never resolves in a visit that does not engage (a crawler, a load audit), which so prepares nothing.
 */
export function whenEngagedAndIdle(): Promise<void> {
  return (engagedAndIdle ??= Promise.all([appReady, new Promise<void>((resolve) => onFirstEngagement(resolve))]).then(
    () => new Promise<void>((resolve) => whenIdle(resolve, 2000)),
  ));
}
