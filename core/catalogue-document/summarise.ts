import type { Deal } from './deal-schema';
import type { Product } from './product-schema';
import { DEFAULT_MEMBER_PERCENT } from '../price-rules';
import type { CatalogueDocument } from './schema';

/**
 * A publish's one-line summary for the operator's audit log: "3 prices changed, 1 product added, 2 texts
 * changed". English, like the console; pure and deterministic, the counts always in the same order.
 * A text is one string in one language and a claim marking one flag; the other counts are of entries (a
 * product, a package).
 */

type Leaves = Map<string, unknown>;

/** Every leaf value of a JSON value under its dotted path; null counts as absent (no badge, no "was" price). */
function leaves(value: unknown, path = '', into: Leaves = new Map()): Leaves {
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) leaves(child, path ? `${path}.${key}` : key, into);
  } else if (value !== null) {
    into.set(path, value);
  }
  return into;
}

interface ChangedLeaf {
  readonly path: string;
  /** Present before and after: changed, not added or removed. */
  readonly onBothSides: boolean;
}

function changedLeaves(previous: unknown, next: unknown): ChangedLeaf[] {
  const before = leaves(previous);
  const after = leaves(next);
  return [...new Set([...before.keys(), ...after.keys()])]
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ path, onBothSides: before.has(path) && after.has(path) }));
}

/** Where a product's or package's change is counted, by the field it is in. */
type Bucket = 'prices' | 'earlyAccess' | 'texts' | 'claims' | 'facts' | 'images' | 'contents' | 'details';

const TEXT_FIELDS = new Set(['texts', 'badge', 'allergens', 'warnings']);

function bucketOf(path: string): Bucket {
  const [field, second] = path.split('.');
  if (field === 'priceCents' || field === 'compareAtCents') return 'prices';
  if (field === 'earlyAccessUntil') return 'earlyAccess';
  if (field === 'facts') return 'facts';
  if (field === 'items') return 'contents';
  if (field === 'image') return second === 'alt' ? 'texts' : 'images';
  if (field === 'descriptionClaim' || field === 'subtitleClaim' || path.endsWith('.claim')) return 'claims';
  if (field && TEXT_FIELDS.has(field)) return 'texts';
  return 'details';
}

interface Counts {
  added: number;
  removed: number;
  published: number;
  unpublished: number;
  reordered: boolean;
  /** Entries with a change in the bucket; for texts and claims, the strings and markings changed. */
  buckets: Record<Bucket, number>;
}

function compareEntries<T extends { slug: string; published?: boolean }>(previous: readonly T[], next: readonly T[], counts: Counts): void {
  const before = new Map(previous.map((entry) => [entry.slug, entry]));
  const nextSlugs = new Set(next.map((entry) => entry.slug));
  counts.removed += previous.filter((entry) => !nextSlugs.has(entry.slug)).length;
  const kept = previous.filter((entry) => nextSlugs.has(entry.slug)).map((entry) => entry.slug);
  const keptInNextOrder = next.filter((entry) => before.has(entry.slug)).map((entry) => entry.slug);
  if (kept.join() !== keptInNextOrder.join()) counts.reordered = true;
  for (const entry of next) {
    const old = before.get(entry.slug);
    if (!old) {
      counts.added += 1;
      continue;
    }
    const touched = new Set<Bucket>();
    for (const { path, onBothSides } of changedLeaves(old, entry)) {
      if (path === 'published') {
        counts[entry.published ? 'published' : 'unpublished'] += 1;
        continue;
      }
      const bucket = bucketOf(path);
      // A benefit or feature added or taken away counts as its texts; its claim marking changes only if it stays.
      if (bucket === 'claims' && !onBothSides && path.endsWith('.claim')) continue;
      if (bucket === 'texts' || bucket === 'claims') counts.buckets[bucket] += 1;
      else touched.add(bucket);
    }
    for (const bucket of touched) counts.buckets[bucket] += 1;
  }
}

function emptyCounts(): Counts {
  return {
    added: 0,
    removed: 0,
    published: 0,
    unpublished: 0,
    reordered: false,
    buckets: { prices: 0, earlyAccess: 0, texts: 0, claims: 0, facts: 0, images: 0, contents: 0, details: 0 },
  };
}

const counted = (count: number, one: string, many: string, what: string) =>
  count === 0 ? [] : [`${count} ${count === 1 ? one : many} ${what}`];

/** "member price 15 % → 12 %"; a version stored before the field existed had the default. */
function memberPercentChange(previous: CatalogueDocument, next: CatalogueDocument): string[] {
  const percentOf = (document: CatalogueDocument) =>
    (document as Partial<Pick<CatalogueDocument, 'memberPercent'>>).memberPercent ?? DEFAULT_MEMBER_PERCENT;
  const [before, after] = [percentOf(previous), percentOf(next)];
  return before === after ? [] : [`member price ${before} % → ${after} %`];
}

export function summariseChanges(previous: CatalogueDocument, next: CatalogueDocument): string {
  const products = emptyCounts();
  compareEntries<Product>(previous.products, next.products, products);
  const deals = emptyCounts();
  compareEntries<Deal>(previous.deals, next.deals, deals);
  const both = (bucket: Bucket) => products.buckets[bucket] + deals.buckets[bucket];
  const parts = [
    ...counted(products.added, 'product', 'products', 'added'),
    ...counted(products.removed, 'product', 'products', 'removed'),
    ...counted(deals.added, 'package', 'packages', 'added'),
    ...counted(deals.removed, 'package', 'packages', 'removed'),
    ...counted(products.published, 'product', 'products', 'published'),
    ...counted(products.unpublished, 'product', 'products', 'unpublished'),
    ...counted(both('prices'), 'price', 'prices', 'changed'),
    ...counted(products.buckets.earlyAccess, 'early-access date', 'early-access dates', 'changed'),
    ...memberPercentChange(previous, next),
    ...counted(both('texts'), 'text', 'texts', 'changed'),
    ...counted(both('claims'), 'claim marking', 'claim markings', 'changed'),
    ...counted(products.buckets.facts, 'Supplement Facts panel', 'Supplement Facts panels', 'changed'),
    ...counted(products.buckets.images, 'image', 'images', 'changed'),
    ...counted(deals.buckets.contents, 'package content', 'package contents', 'changed'),
    ...counted(both('details'), 'other detail', 'other details', 'changed'),
    ...(products.reordered ? ['product order changed'] : []),
    ...(deals.reordered ? ['package order changed'] : []),
    ...(changedLeaves(previous.home, next.home).length > 0 ? ['home page figures changed'] : []),
  ];
  return parts.length === 0 ? 'no changes' : parts.join(', ');
}
