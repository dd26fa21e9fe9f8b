import { createFileRoute, notFound } from '@tanstack/react-router';
import { entryBySlug } from '../../core/product-pages';
import DealDetails from '../components/product-page/DealDetails';
import { ProductDetails } from '../components/product-page/ProductDetails';
import { useReadyMark } from '../lib/ready';

/** A product's or package deal's own page; an unknown slug is the not-found page (404 from the worker). */
export const Route = createFileRoute('/products_/$slug')({
  beforeLoad: ({ params }) => {
    if (!entryBySlug(params.slug)) throw notFound();
  },
  component: CatalogueEntryPage,
});

function CatalogueEntryPage() {
  useReadyMark('page');
  // beforeLoad let only the catalogue's slugs through.
  const entry = entryBySlug(Route.useParams().slug)!;
  return entry.kind === 'product' ? <ProductDetails product={entry.product} /> : <DealDetails deal={entry.deal} />;
}
