import { allergenProblems } from './allergen-rules';
import { claimProblems } from './claim-rules';
import { dailyValueUnit } from './daily-value';
import { fieldOf, sameListInEveryLanguage } from './language-rules';
import { MIN_PRODUCT_PRICE_CENTS, PRICE_FLOOR_REASON } from './price-floor';
import { type CatalogueChecks, type CatalogueProblem, problemAt } from './problem';
import type { Product } from './product-schema';
import { SUPPLEMENT_TAX_CODE } from './tax-codes';

/** The shop's rules for one well-formed product at `products.<index>`. */
export function productProblems(product: Product, index: number, checks: CatalogueChecks): CatalogueProblem[] {
  const at = ['products', index];
  const problems: CatalogueProblem[] = [];
  if (product.priceCents < MIN_PRODUCT_PRICE_CENTS) problems.push(problemAt([...at, 'priceCents'], PRICE_FLOOR_REASON));
  if (product.compareAtCents !== null && product.compareAtCents <= product.priceCents) {
    problems.push(problemAt([...at, 'compareAtCents'], 'must be above the price, or none'));
  }
  if (!checks.imageExists(product.image.url))
    problems.push(problemAt([...at, 'image', 'url'], `no image is served at ${product.image.url}`));
  if (product.taxCode === SUPPLEMENT_TAX_CODE && product.facts === null) {
    problems.push(
      problemAt([...at, 'facts'], `a product taxed as a dietary supplement (${SUPPLEMENT_TAX_CODE}) needs its Supplement Facts panel`),
    );
  }
  product.facts?.rows.forEach((row, rowIndex) => {
    if (row.dvKey !== undefined && row.unit !== dailyValueUnit(row.dvKey)) {
      problems.push(
        problemAt(
          [...at, 'facts', 'rows', rowIndex, 'unit'],
          `must be ${dailyValueUnit(row.dvKey)}, the unit of ${row.dvKey}'s Daily Value`,
        ),
      );
    }
    if (row.pdcaas != null && row.dvKey !== 'protein') {
      problems.push(problemAt([...at, 'facts', 'rows', rowIndex, 'pdcaas'], 'a PDCAAS corrects protein only: give it on the protein row'));
    }
  });
  problems.push(
    ...sameListInEveryLanguage(fieldOf(product.texts, 'benefits'), [...at, 'texts'], 'benefits', ['fr']),
    ...claimProblems(product, at),
    ...allergenProblems(product, at),
  );
  return problems;
}
