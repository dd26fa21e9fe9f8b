import { createFileRoute, notFound } from '@tanstack/react-router';
import { carriesWholeCatalogue } from '../../core/catalogue-subset';
import { entryBySlug } from '../../core/product-pages';
import { lazy } from 'react';
import { ProductDetails } from '../components/product-page/ProductDetails';
import { useReadyMark } from '../lib/ready';
import { pageCameWithDocument } from '../state/catalogue';
import { parseReviewSearch } from '../../core/reviews';
import { reviewSearch } from '../components/reviews/review-search';

// A package's page has code of its own, which a product's page does not load; it comes before the page is shown.
const loadDealDetails = () => import('../components/product-page/DealDetails');
const DealDetails = lazy(loadDealDetails);

/** A product's or package deal's own page; an unknown slug is the not-found page (404 from the worker). */
export const Route = createFileRoute('/products_/$slug')({
  beforeLoad: async ({ params, preload, location }) => {
    const entry = entryBySlug(params.slug);
    if (entry?.kind === 'deal') await loadDealDetails();
    if (entry) return;
    // A page of a large catalogue carries only what it shows: the product's own document carries it (an
    // unknown slug's document is the 404, which must not load itself again).
    if (!carriesWholeCatalogue() && !preload && !pageCameWithDocument()) window.location.assign(location.href);
    throw notFound();
  },
  component: CatalogueEntryPage,
  // The review list's sort and page (`?reviews=2&sort=lowest`), which the worker renders too (worker/routes/documents.ts).
  validateSearch: (search: Record<string, unknown>) => {
    const { sort, page } = parseReviewSearch(search);
    return reviewSearch(sort, page);
  },
});

function CatalogueEntryPage() {
  useReadyMark('page');
  // beforeLoad let only the catalogue's slugs through.
  const entry = entryBySlug(Route.useParams().slug)!;
  const search = parseReviewSearch(Route.useSearch());
  return entry.kind === 'product' ? <ProductDetails product={entry.product} reviewSearch={search} /> : <DealDetails deal={entry.deal} />;
}
