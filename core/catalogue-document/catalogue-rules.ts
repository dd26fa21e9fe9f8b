import { dealClaimProblems } from './claim-rules';
import { dealPrice } from './deal-pricing';
import type { Deal } from './deal-schema';
import { figureProblems } from './figure-rules';
import type { Home } from './home-schema';
import { fieldOf, presentInEveryLanguageOrNone, sameListInEveryLanguage } from './language-rules';
import { type CatalogueProblem, problemAt } from './problem';
import type { Product } from './product-schema';

/** The document's well-formed parts, at their indexes (undefined where an entry fails the schema). */
export interface CatalogueParts {
  readonly products: readonly (Product | undefined)[];
  readonly deals: readonly (Deal | undefined)[];
  readonly home: Home | undefined;
  /** Every slug the products list names, malformed entries included, so that they are not reported as missing too. */
  readonly productSlugs: ReadonlySet<string>;
}

/** Products and packages share /products/<slug>; packages' ids share carts and orders. */
function uniquenessProblems({ products, deals }: CatalogueParts): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const pages = new Map<string, string>();
  const claim = (seen: Map<string, string>, value: string, path: readonly PropertyKey[], what: string) => {
    const first = seen.get(value);
    if (first === undefined) seen.set(value, path.join('.'));
    else problems.push(problemAt(path, `${what} ${value} is already used by ${first}`));
  };
  products.forEach((product, index) => product && claim(pages, product.slug, ['products', index, 'slug'], 'slug'));
  deals.forEach((deal, index) => deal && claim(pages, deal.slug, ['deals', index, 'slug'], 'slug'));
  const dealIds = new Map<string, string>();
  deals.forEach((deal, index) => deal && claim(dealIds, deal.id, ['deals', index, 'id'], 'id'));
  return problems;
}

/** Why a reference to a product cannot stand, or undefined when it names a published product. */
function referenceProblem(slug: string, parts: CatalogueParts): string | undefined {
  if (!parts.productSlugs.has(slug)) return `names no product (${slug})`;
  const product = parts.products.find((candidate) => candidate?.slug === slug);
  if (product && !product.published) return `names ${slug}, which is not published`;
  return undefined;
}

function dealProblems(deal: Deal, index: number, parts: CatalogueParts): CatalogueProblem[] {
  const at = ['deals', index];
  const problems = deal.items.flatMap((item, itemIndex) => {
    const problem = referenceProblem(item.product, parts);
    return problem ? [problemAt([...at, 'items', itemIndex, 'product'], problem)] : [];
  });
  const price = dealPrice(
    deal,
    parts.products.filter((product) => product !== undefined),
  );
  if (price && price.savingsCents <= 0) {
    problems.push(problemAt([...at, 'priceCents'], `must be below its items' total (${price.originalCents} cents): a package saves money`));
  }
  problems.push(
    ...sameListInEveryLanguage(fieldOf(deal.texts, 'features'), [...at, 'texts'], 'features'),
    ...presentInEveryLanguageOrNone(fieldOf(deal.texts, 'timeLimitNote'), [...at, 'texts'], 'timeLimitNote'),
    ...dealClaimProblems(deal, at),
  );
  return problems;
}

function homeProblems(home: Home, parts: CatalogueParts): CatalogueProblem[] {
  const pictured: [PropertyKey[], string][] = [
    [['home', 'hero', 'frontProduct'], home.hero.frontProduct],
    ...home.hero.behindProducts.map((slug, index): [PropertyKey[], string] => [['home', 'hero', 'behindProducts', index], slug]),
  ];
  return pictured.flatMap(([path, slug]) => {
    const problem = referenceProblem(slug, parts);
    return problem ? [problemAt(path, problem)] : [];
  });
}

/** The rules that look across entries: unique slugs and ids, packages and the hero naming published products. */
export function crossReferenceProblems(parts: CatalogueParts): CatalogueProblem[] {
  return [
    ...uniquenessProblems(parts),
    ...parts.deals.flatMap((deal, index) => (deal ? dealProblems(deal, index, parts) : [])),
    ...(parts.home ? [...homeProblems(parts.home, parts), ...figureProblems(parts.home)] : []),
  ];
}
