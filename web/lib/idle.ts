/**
 * Runs `then` once the browser is idle (or after `timeout` ms at the latest); returns what cancels it.
 * Safari has no requestIdleCallback: a short delay does the same job there.
 */
export function whenIdle(then: () => void, timeout = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(then, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, 50);
  return () => clearTimeout(id);
}

/** Resolves once the browser has drawn the next frame: work awaited after it does not hold that frame back. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
