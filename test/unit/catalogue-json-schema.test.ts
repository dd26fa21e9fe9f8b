import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueJsonSchema } from '../../core/catalogue-document';

type Schema = Record<string, unknown>;

const V1 = () => JSON.parse(readFileSync(resolve(import.meta.dirname, '../../catalogue/v1.json'), 'utf8'));

/** The keywords the small validator below understands; a schema using another fails the test rather than pass unchecked. */
const KNOWN = new Set([
  '$schema',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'prefixItems',
  'minItems',
  'maxItems',
  'enum',
  'const',
  'pattern',
  'anyOf',
  'oneOf',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  // An annotation only (memberPercent's 15): nothing to check.
  'default',
]);

const typeOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

/**
 * Where `value` breaks `schema`, as paths: a structural check of the JSON Schema keywords zod writes, so that the
 * schema is checked against the real document without a validator dependency.
 */
function violations(schema: Schema, value: unknown, path = '$'): string[] {
  const unknown = Object.keys(schema).filter((keyword) => !KNOWN.has(keyword));
  if (unknown.length > 0) throw new Error(`Unsupported keywords at ${path}: ${unknown.join(', ')}`);
  const found: string[] = [];
  const type = typeOf(value);
  if (schema.type !== undefined && schema.type !== type && !(schema.type === 'number' && type === 'integer'))
    return [`${path}: not ${schema.type}`];
  if (schema.const !== undefined && schema.const !== value) found.push(`${path}: not ${String(schema.const)}`);
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) found.push(`${path}: not one of ${schema.enum.join(', ')}`);
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value as string)) found.push(`${path}: does not match`);
  if (typeof schema.minimum === 'number' && (value as number) < schema.minimum) found.push(`${path}: below minimum`);
  if (typeof schema.maximum === 'number' && (value as number) > schema.maximum) found.push(`${path}: above maximum`);
  if (typeof schema.exclusiveMinimum === 'number' && (value as number) <= schema.exclusiveMinimum) found.push(`${path}: not above minimum`);
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const options = schema[keyword] as Schema[] | undefined;
    if (options && !options.some((option) => violations(option, value, path).length === 0)) found.push(`${path}: matches no ${keyword}`);
  }
  if (type === 'object') {
    const object = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const key of (schema.required ?? []) as string[]) if (!(key in object)) found.push(`${path}.${key}: missing`);
    for (const [key, child] of Object.entries(object)) {
      if (properties[key]) found.push(...violations(properties[key], child, `${path}.${key}`));
      else if (schema.additionalProperties === false) found.push(`${path}.${key}: not allowed`);
    }
  }
  if (type === 'array') {
    const array = value as unknown[];
    if (typeof schema.minItems === 'number' && array.length < schema.minItems) found.push(`${path}: too few items`);
    if (typeof schema.maxItems === 'number' && array.length > schema.maxItems) found.push(`${path}: too many items`);
    const prefix = (schema.prefixItems ?? []) as Schema[];
    array.forEach((item, index) => {
      const itemSchema = prefix[index] ?? (schema.items as Schema | undefined);
      if (itemSchema) found.push(...violations(itemSchema, item, `${path}.${index}`));
    });
  }
  return found;
}

describe("the catalogue document's JSON Schema", () => {
  it('is a draft 2020-12 schema of an object with the version, products, deals and home', () => {
    const schema = catalogueJsonSchema();
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema).toMatchObject({ type: 'object', required: ['version', 'products', 'deals', 'home'], additionalProperties: false });
  });

  it('holds the member percent to 1–20, 15 when left out', () => {
    const properties = catalogueJsonSchema().properties as Record<string, Schema>;
    expect(properties.memberPercent).toMatchObject({ type: 'integer', minimum: 1, maximum: 20, default: 15 });
  });

  it('validates version 1', () => {
    expect(violations(catalogueJsonSchema(), V1())).toEqual([]);
  });

  it('refuses what the zod schema refuses: a missing translation, cents as a fraction, a stored % Daily Value, a bad slug', () => {
    const document = V1();
    delete document.products[0].texts.fr;
    document.products[1].priceCents = 24.99;
    document.products[2].facts.rows[0].dailyValue = 12;
    document.deals[0].slug = 'Starter Pack';
    expect(violations(catalogueJsonSchema(), document)).toEqual([
      '$.products.0.texts.fr: missing',
      '$.products.1.priceCents: not integer',
      // facts may be null, so the whole panel matches neither of its two shapes.
      '$.products.2.facts: matches no anyOf',
      '$.deals.0.slug: does not match',
    ]);
  });
});
