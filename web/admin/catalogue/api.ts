import { DEFAULT_MEMBER_PERCENT } from '../../../core/price-rules';
import type { CatalogueDocument, CatalogueProblem } from '../../../core/catalogue-document';
import { ConsoleApiError, consoleApi } from '../api';

/** The draft as the console holds it: the document and the revision a save must name (compare-and-set). */
export interface Draft {
  readonly document: CatalogueDocument;
  readonly revision: string;
}

export type { AdminCatalogueVersion as CatalogueVersion } from '../../../core/api/catalogue';

async function send(path: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(`/api/admin${path}`, { credentials: 'same-origin', ...init });
  } catch {
    throw new ConsoleApiError(0, 'network_error');
  }
  if (res.ok) return res;
  const data = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
  const { code = 'unknown_error', ...details } = data.error ?? {};
  throw new ConsoleApiError(res.status, code, details);
}

export async function loadDraft(): Promise<Draft> {
  const res = await send('/catalogue', { headers: { Accept: 'application/json' } });
  const document = (await res.json()) as CatalogueDocument;
  // A draft from before the member percent existed says nothing of it: the editor shows what the shop applies.
  return {
    document: { ...document, memberPercent: document.memberPercent ?? DEFAULT_MEMBER_PERCENT },
    revision: res.headers.get('ETag') ?? '',
  };
}

/** Replaces the draft with `document`, refused (409 catalogue_changed) when it is no longer `revision`. */
export async function saveDraft(document: unknown, revision: string): Promise<string> {
  const res = await send('/catalogue', {
    method: 'PUT',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'If-Match': revision },
    body: JSON.stringify(document),
  });
  return res.headers.get('ETag') ?? '';
}

/** The problems a 422 catalogue_invalid lists, or null for any other failure. */
export function problemsOf(error: unknown): CatalogueProblem[] | null {
  if (!(error instanceof ConsoleApiError) || error.code !== 'catalogue_invalid') return null;
  return Array.isArray(error.details.problems) ? (error.details.problems as CatalogueProblem[]) : [];
}

/** Publishes the draft at `revision` (409 catalogue_changed if someone saved another since). */
export async function publishDraft(revision: string): Promise<{ version: number }> {
  const res = await send('/catalogue/publish', {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'If-Match': revision },
    body: '{}',
  });
  return (await res.json()) as { version: number };
}

/** A published version's document. */
export const versionDocument = (version: number) => consoleApi<CatalogueDocument>(`/catalogue/versions/${version}`);

export const rollBackTo = (version: number) =>
  consoleApi<{ version: number }>('/catalogue/rollback', { method: 'POST', body: { version } });

/** An image file as the upload route takes it: its bytes as the body, its type in Content-Type. */
export async function uploadImage(file: File): Promise<{ url: string; width: number; height: number }> {
  const res = await send('/media', { method: 'POST', headers: { Accept: 'application/json', 'Content-Type': file.type }, body: file });
  return (await res.json()) as { url: string; width: number; height: number };
}
