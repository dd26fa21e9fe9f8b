import type * as z from 'zod';
import { type CatalogueParts, crossReferenceProblems } from './catalogue-rules';
import { deal } from './deal-schema';
import { home } from './home-schema';
import { type CatalogueChecks, type CatalogueProblem, problemAt } from './problem';
import { productProblems } from './product-rules';
import { product } from './product-schema';
import { type CatalogueDocument, catalogueDocument } from './schema';

function issueProblems(issue: z.core.$ZodIssue): CatalogueProblem[] {
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => problemAt([...issue.path, key], 'is not a field of the catalogue'));
  return [problemAt(issue.path, issue.message)];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

function partsOf(document: CatalogueDocument): CatalogueParts {
  return { ...document, productSlugs: new Set(document.products.map((entry) => entry.slug)) };
}

/** A document that fails the schema somewhere: its entries that pass it still get the shop's rules. */
function wellFormedParts(input: unknown): CatalogueParts {
  const document = isRecord(input) ? input : {};
  const products = listOf(document.products);
  return {
    products: products.map((entry) => product.safeParse(entry).data),
    deals: listOf(document.deals).map((entry) => deal.safeParse(entry).data),
    home: home.safeParse(document.home).data,
    productSlugs: new Set(products.flatMap((entry) => (isRecord(entry) && typeof entry.slug === 'string' ? [entry.slug] : []))),
  };
}

/**
 * Everything that keeps `input` from being published, every problem at once (an empty list: it may be): the
 * schema's refusals, then the shop's rules (prices, unique slugs, packages and the hero naming published
 * products, images served, a Supplement Facts panel for every supplement, texts saying the same in every
 * language).
 */
export function catalogueProblems(input: unknown, checks: CatalogueChecks): CatalogueProblem[] {
  const parsed = catalogueDocument.safeParse(input);
  const parts = parsed.success ? partsOf(parsed.data) : wellFormedParts(input);
  return [
    ...(parsed.success ? [] : parsed.error.issues.flatMap(issueProblems)),
    ...parts.products.flatMap((entry, index) => (entry ? productProblems(entry, index, checks) : [])),
    ...crossReferenceProblems(parts),
  ];
}
