import * as z from 'zod';
import { catalogueDocument } from './schema';

/**
 * The document's JSON Schema (draft 2020-12), for tools outside TypeScript: the console's editor hints, a
 * reviewer's editor. It holds the shapes only; the shop's rules are in catalogueProblems.
 */
export function catalogueJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(catalogueDocument, { io: 'input' });
}
