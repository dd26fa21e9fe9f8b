/** The catalogue document: its schema, its checks and its arithmetic (docs/architecture.md, "The catalogue document"). */
export { catalogueDocument, type CatalogueDocument } from './schema';
export { product, supplementFacts, factsRow, slug, type Product, type SupplementFactsPanel, type FactsRow } from './product-schema';
export { deal, dealItem, type Deal, type DealItem } from './deal-schema';
export { home, type Home, type DocumentFigure } from './home-schema';
export { localized, eachDictionary, type Localized, type ClaimText } from './texts';
export { catalogueProblems } from './problems';
export { withoutRetiredFields } from './retired-fields';
export type { CatalogueProblem, CatalogueChecks } from './problem';
export { catalogueJsonSchema } from './json-schema';
export { summariseChanges } from './summarise';
export { dailyValueOfRow, DAILY_VALUE_NUTRIENT_IDS } from './daily-value';
export { dealPrice, type DealPrice } from './deal-pricing';
export { MIN_PRODUCT_PRICE_CENTS } from './price-floor';
export { SUPPLEMENT_TAX_CODE } from './tax-codes';
