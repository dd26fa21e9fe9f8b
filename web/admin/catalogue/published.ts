import { useEffect, useState } from 'react';
import type { Paged } from '../../../core/api/admin';
import type { CatalogueDocument } from '../../../core/catalogue-document';
import { consoleApi } from '../api';
import { type CatalogueVersion, versionDocument } from './api';

/**
 * The catalogue shoppers see now (the current version's document), to compare the draft with; null until
 * loaded or if it cannot be. Read once per drawing of the page (a publish or rollback draws it afresh).
 */
export function usePublishedCatalogue(): CatalogueDocument | null {
  const [published, setPublished] = useState<CatalogueDocument | null>(null);
  useEffect(() => {
    let live = true;
    consoleApi<Paged<CatalogueVersion>>('/catalogue/versions')
      .then(({ items }) => {
        const current = items.find((entry) => entry.current);
        return current ? versionDocument(current.version) : null;
      })
      .then(
        (document) => live && setPublished(document),
        () => live && setPublished(null),
      );
    return () => {
      live = false;
    };
  }, []);
  return published;
}

/** How an entry of the draft stands against the published catalogue: new, changed, or as published (undefined when unknown). */
export function draftMarker<T extends { slug: string }>(entry: T, published: readonly T[] | undefined): 'new' | 'changed' | undefined {
  if (!published) return undefined;
  const before = published.find((candidate) => candidate.slug === entry.slug);
  if (!before) return 'new';
  return JSON.stringify(before) === JSON.stringify(entry) ? undefined : 'changed';
}
