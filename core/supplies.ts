import type { Category, Product } from './catalogue';
import type { ShopCatalogue } from './shop-catalogue';

/**
 * Members' personalised recommendations (issue 38, perk 3), from what they really bought: when each supply runs
 * out, and the products that go with it. Only the catalogue's own data speaks here: a product's goal is its
 * category, and a suggestion's reasons are its own label claims (each shown with its dagger). No questionnaire,
 * no health condition.
 */

const DAY_MS = 86_400_000;

/** A supply is worth a reminder this long before it runs out. */
export const REMINDER_LEAD_DAYS = 5;

/** One line of a member's paid order, as the worker reads it. */
export interface BoughtLine {
  readonly lineId: number;
  readonly orderReference: string;
  /** A product line names its product; a package line its deal (opened into the deal's products). */
  readonly productId: string | null;
  readonly dealId: string | null;
  readonly quantity: number;
  /** ISO 8601: when the member had it, the order's delivery if recorded, otherwise its payment. */
  readonly since: string;
}

/** One product of a bought line, and the day its containers run out. */
export interface Supply {
  readonly lineId: number;
  readonly orderReference: string;
  readonly productId: string;
  /** Containers of it on the line (a package's count times the line's). */
  readonly containers: number;
  /** ISO 8601. */
  readonly runsOutAt: string;
}

/** The products and container counts a line holds: itself, or its package's contents. */
function contentsOf(catalogue: ShopCatalogue, line: BoughtLine): { productId: string; containers: number }[] {
  if (line.productId) return [{ productId: line.productId, containers: line.quantity }];
  const deal = catalogue.deals.find((candidate) => candidate.id === line.dealId);
  return deal ? deal.items.map((item) => ({ productId: item.productId, containers: item.quantity * line.quantity })) : [];
}

/** Every product the lines hold, packages opened, whether or not its supply can be dated. */
export function boughtProductIds(catalogue: ShopCatalogue, lines: readonly BoughtLine[]): Set<string> {
  return new Set(lines.flatMap((line) => contentsOf(catalogue, line).map((item) => item.productId)));
}

/**
 * When each bought product runs out: `since` + containers × servings per container ÷ servings per day, in whole
 * days. A product the version no longer names, or without a Supplement Facts panel, has no date (skipped).
 * Soonest first.
 */
export function suppliesOf(catalogue: ShopCatalogue, lines: readonly BoughtLine[]): Supply[] {
  const products = new Map(catalogue.products.map((product) => [product.id, product]));
  const supplies: Supply[] = [];
  for (const line of lines) {
    for (const { productId, containers } of contentsOf(catalogue, line)) {
      const product = products.get(productId);
      const panel = catalogue.panels[productId];
      if (!product || !panel) continue;
      const days = Math.floor((containers * panel.servingsPerContainer) / product.servingsPerDay);
      const runsOutAt = new Date(Date.parse(line.since) + days * DAY_MS).toISOString();
      supplies.push({ lineId: line.lineId, orderReference: line.orderReference, productId, containers, runsOutAt });
    }
  }
  return supplies.sort((a, b) => a.runsOutAt.localeCompare(b.runsOutAt) || a.productId.localeCompare(b.productId));
}

/**
 * Whether the reminder of an order line is due at `now`: from five days before its first supply runs out until
 * it has run out (a supply already gone by the time it is seen gets no reminder).
 */
export function reminderDue(lineSupplies: readonly Supply[], now: number): boolean {
  const first = firstRunOut(lineSupplies);
  return Number.isFinite(first) && now >= first - REMINDER_LEAD_DAYS * DAY_MS && now < first;
}

const firstRunOut = (lineSupplies: readonly Supply[]) => Math.min(...lineSupplies.map((supply) => Date.parse(supply.runsOutAt)));

/** Whether the line's first supply has run out at `now`: too late for its reminder, ever. */
export function ranOut(lineSupplies: readonly Supply[], now: number): boolean {
  const first = firstRunOut(lineSupplies);
  return Number.isFinite(first) && now >= first;
}

/** A product suggested beside what was bought, with the label claims that say what it is for. */
export interface Suggestion {
  readonly productId: string;
  /** The bought products' goal it shares. */
  readonly goal: Category;
  /** Its own benefits marked as claims (catalogue text keys), in label order. */
  readonly reasonKeys: readonly string[];
}

/** How many products /account suggests. */
export const SUGGESTION_LIMIT = 3;

/**
 * Published products with a goal of something bought, not bought themselves, in the catalogue's order; each
 * with its own claims as reasons (a product that claims nothing has nothing to say for itself, and is left out).
 */
export function suggestionsFor(catalogue: ShopCatalogue, boughtIds: ReadonlySet<string>, limit = SUGGESTION_LIMIT): Suggestion[] {
  const claims = new Set(catalogue.claimKeys);
  const goals = new Set(catalogue.products.filter((product) => boughtIds.has(product.id)).map((product) => product.category));
  const reasonsOf = (product: Product) => product.benefitKeys.filter((key) => claims.has(key));
  return catalogue.products
    .filter((product) => product.published && goals.has(product.category) && !boughtIds.has(product.id))
    .map((product) => ({ productId: product.id, goal: product.category, reasonKeys: reasonsOf(product) }))
    .filter((suggestion) => suggestion.reasonKeys.length > 0)
    .slice(0, limit);
}

/**
 * What a reorder link puts in the cart: a product, or a package deal as one package (at the package's price, as
 * it was bought), never the package's products one by one.
 */
export type ReorderItem =
  { readonly productId: string; readonly quantity: number } | { readonly dealId: string; readonly quantity: number };

/** The items of one bought line, as it was bought: its product, or its package, at the line's quantity. */
export function reorderItemsOf(line: Pick<BoughtLine, 'productId' | 'dealId' | 'quantity'>): ReorderItem[] {
  if (line.productId) return [{ productId: line.productId, quantity: line.quantity }];
  return line.dealId ? [{ dealId: line.dealId, quantity: line.quantity }] : [];
}

/** A package's mark in a reorder link: `package:<deal id>:<quantity>` (a product is `<slug>:<quantity>`). */
const PACKAGE = 'package';

/** The reorder link's query value: one item per part, comma-separated (read by `reorderItems`). */
export function reorderParam(items: readonly ReorderItem[]): string {
  return items
    .map((item) => ('dealId' in item ? `${PACKAGE}:${item.dealId}:${item.quantity}` : `${item.productId}:${item.quantity}`))
    .join(',');
}

/** The most products and containers a reorder link may put in the cart. */
const REORDER_MAX_ITEMS = 20;
const REORDER_MAX_QUANTITY = 99;

/**
 * The items of a reorder link's `reorder` value, or none when any part is not `<slug>:<1–99>` or
 * `package:<slug>:<1–99>`; products and packages the shop does not sell are left for the caller to drop.
 */
export function reorderItems(value: unknown): ReorderItem[] {
  if (typeof value !== 'string' || value.length > 1000) return [];
  const parts = value.split(',');
  if (parts.length > REORDER_MAX_ITEMS) return [];
  const items: ReorderItem[] = [];
  for (const part of parts) {
    const match = /^(?:(package):)?([a-z0-9]+(?:-[a-z0-9]+)*):([1-9]\d?)$/.exec(part);
    if (!match) return [];
    const quantity = Number(match[3]);
    if (quantity > REORDER_MAX_QUANTITY) return [];
    items.push(match[1] === PACKAGE ? { dealId: match[2]!, quantity } : { productId: match[2]!, quantity });
  }
  return items;
}
