type Texts = { [key: string]: string | Texts };

/** `base` with `extra`'s texts added at any depth: how a dictionary's deferred part joins the rest. */
export function mergeTexts<A extends object, B extends object>(base: A, extra: B): A & B {
  const merged: Texts = { ...(base as Texts) };
  for (const [key, value] of Object.entries(extra as Texts)) {
    const current = merged[key];
    merged[key] = typeof current === 'object' && typeof value === 'object' ? mergeTexts(current, value) : value;
  }
  return merged as A & B;
}
