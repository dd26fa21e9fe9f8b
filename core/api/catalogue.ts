import * as z from 'zod';
import type { CatalogueProblem } from '../catalogue-document';

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
