import * as z from 'zod';
import type { CatalogueProblem } from '../catalogue-document';
import { LANGUAGES } from '../language';

/**
 * The catalogue's console API (/api/admin/catalogue, behind Cloudflare Access): what its routes accept and
 * answer besides the catalogue document itself (core/catalogue-document), which GET answers and PUT takes.
 * The draft's revision travels as its ETag: GET answers it, PUT must send it back in If-Match.
 */

export const CATALOGUE_ERRORS = {
  /** The document breaks the schema or the shop's rules: `problems` lists each with its path. Nothing was changed. */
  catalogue_invalid: 422,
  /** The draft was saved, or a version published, by someone else since it was read. Nothing was changed. */
  catalogue_changed: 409,
  /** The draft (or the version rolled back to) is the current version's content: no version was made. */
  nothing_to_publish: 409,
  /** A PUT without If-Match: the revision read decides whether the save would overwrite someone else's. */
  revision_required: 428,
} as const;

/** The body of a 422 `catalogue_invalid`. */
export interface CatalogueInvalidBody {
  error: { code: 'catalogue_invalid'; message: string; problems: CatalogueProblem[] };
}

/** 200 to PUT: the draft's new revision (also its ETag). */
export interface CatalogueSaved {
  revision: number;
}

/** 201 to publish and rollback: the version made. */
export interface CataloguePublished {
  version: number;
}

export const catalogueRollbackBody = z.strictObject({ version: z.int().positive() });
export type CatalogueRollbackBody = z.infer<typeof catalogueRollbackBody>;

/** A revision as an entity tag: `"7"` (weak or not), or the bare number a script may send. */
const REVISION_TAG = /^(?:W\/)?"?([1-9][0-9]{0,14})"?$/;
export const catalogueIfMatch = z.object({
  'if-match': z
    .string()
    .trim()
    .regex(REVISION_TAG)
    .transform((tag) => Number(REVISION_TAG.exec(tag)?.[1]))
    .optional(),
});
export const revisionTag = (revision: number) => `"${revision}"`;

export const catalogueVersionsQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });
export const catalogueVersionParam = z.object({ version: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** A row of the history (GET /api/admin/catalogue/versions), newest first. */
export interface AdminCatalogueVersion {
  version: number;
  publishedAt: string;
  publishedBy: string;
  summary: string;
  /** A rollback: the version whose content it published again. */
  restoredFrom: number | null;
  /** The version the shop shows now (the highest). */
  current: boolean;
}

/** A page of a large catalogue asks for the products its cart or wishlist names at most this many at a time. */
export const MAX_CATALOGUE_PRODUCTS_ASKED = 100;

/**
 * GET /api/catalogue?version=7&language=fr&products=whey-vanilla-3,multivitamin-12: that part of a published
 * version (core/catalogue-subset.ts), the texts in that language, for a page that carries only what it shows.
 * Unknown or unpublished products are left out: the page then knows they are no longer sold.
 */
export const catalogueSubsetQuery = z.object({
  version: z.coerce.number().int().positive(),
  language: z.enum(LANGUAGES),
  products: z
    .string()
    .max(MAX_CATALOGUE_PRODUCTS_ASKED * 80)
    .transform((list) => [...new Set(list.split(','))])
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
            .max(80),
        )
        .min(1)
        .max(MAX_CATALOGUE_PRODUCTS_ASKED),
    ),
});
