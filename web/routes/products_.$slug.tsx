import { createFileRoute, notFound } from '@tanstack/react-router';
import { carriesWholeCatalogue } from '../../core/catalogue-subset';
import { entryBySlug } from '../../core/product-pages';
import DealDetails from '../components/product-page/DealDetails';
import { ProductDetails } from '../components/product-page/ProductDetails';
import { useReadyMark } from '../lib/ready';
import { pageCameWithDocument } from '../state/catalogue';

/** A product's or package deal's own page; an unknown slug is the not-found page (404 from the worker). */
export const Route = createFileRoute('/products_/$slug')({
  beforeLoad: ({ params, preload, location }) => {
    if (entryBySlug(params.slug)) return;
    // A page of a large catalogue carries only what it shows: the product's own document carries it (an
    // unknown slug's document is the 404, which must not load itself again).
    if (!carriesWholeCatalogue() && !preload && !pageCameWithDocument()) window.location.assign(location.href);
    throw notFound();
  },
  component: CatalogueEntryPage,
});

function CatalogueEntryPage() {
  useReadyMark('page');
  // beforeLoad let only the catalogue's slugs through.
  const entry = entryBySlug(Route.useParams().slug)!;
  return entry.kind === 'product' ? <ProductDetails product={entry.product} /> : <DealDetails deal={entry.deal} />;
}
