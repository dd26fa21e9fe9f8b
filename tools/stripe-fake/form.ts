import { invalid } from './errors.ts';

/** A decoded request: strings, nested objects, and arrays (still keyed by index until a schema reads them). */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/**
 * Decodes Stripe's form encoding (`application/x-www-form-urlencoded` with bracketed keys, as the SDKs
 * send it: `line_items[0][price_data][unit_amount]=2999`, https://docs.stripe.com/api/request-bodies) into
 * nested objects. Arrays stay objects keyed "0", "1", … here; the schema turns them into arrays.
 */
export function decodeForm(pairs: Iterable<[string, string]>): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of pairs) {
    const path = parseKey(rawKey);
    let node = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const existing = node[segment];
      if (last) {
        if (existing !== undefined) throw invalid(rawKey, `Invalid request: the parameter ${rawKey} was sent twice`);
        node[segment] = value;
        return;
      }
      if (existing === undefined) node[segment] = {};
      else if (typeof existing === 'string') throw invalid(rawKey, `Invalid request: ${rawKey} mixes a value and nested fields`);
      node = node[segment] as FormObject;
    });
  }
  return root;
}

/** `a[b][0]` → ['a', 'b', '0']. An empty bracket pair (`a[]`) is refused: the SDKs always number arrays. */
function parseKey(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw invalid(key, `Invalid parameter name: ${key}`);
  const rest = [...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]);
  if (rest.some((segment) => segment === '')) throw invalid(key, `Invalid array: ${key} must give each element an index`);
  return [match[1], ...rest];
}

/** The request's parameters as Stripe compares them for idempotency: the same pairs in any order. */
export function fingerprint(pairs: Iterable<[string, string]>): string {
  return JSON.stringify([...pairs].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
