import type { Product } from '../../../core/catalogue';
import { useT } from '../../i18n';
import { useProductAvailability } from '../../state/stock';
import { ClaimText } from '../claims/Claim';
import { AddToCartButton } from '../products/AddToCartButton';
import { BuyButton } from '../products/BuyButton';
import { StockNote } from '../products/StockNote';
import { EarlyAccessNote } from '../products/EarlyAccessNote';
import { WishlistButton } from '../products/WishlistButton';
import { memberUnitCents } from '../../../core/member-price';
import { MemberPrice } from '../ui/MemberPrice';
import { PriceTag } from '../ui/PriceTag';
import { card } from '../ui/styles';
import { Breadcrumbs } from './Breadcrumbs';
import { ClaimList } from '../products/ClaimList';
import { DeferredFacts } from './DeferredFacts';
import type { ReviewSort } from '../../../core/reviews';
import { RatingLine } from '../reviews/RatingLine';
import { later } from '../ui/later';
import { useRatingOf } from '../../state/reviews';

// Below the facts: its code comes as it nears the screen (the worker renders it with the page).
const ProductReviews = later(() => import('../reviews/ProductReviews').then((m) => m.ProductReviews));

/**
 * A product's page (/products/<slug>): what its card and its benefits dialog show, on a page of its own, and its
 * published reviews (`reviewSearch`: the list's order and page, from the address).
 */
export function ProductDetails({ product, reviewSearch }: { product: Product; reviewSearch: { sort: ReviewSort; page: number } }) {
  const t = useT();
  const rating = useRatingOf(product.id);
  const name = t(product.nameKey);
  const availability = useProductAvailability(product.id);
  const soldOut = availability.state === 'sold_out';
  const stockId = `product-${product.id}-stock`;
  const describedBy = availability.state === 'available' ? undefined : stockId;
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 pt-8 pb-20 sm:px-6 lg:px-8">
        <Breadcrumbs name={name} />
        <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-12">
          <div className={`${card} flex items-center justify-center bg-gradient-to-b from-brand-50 to-white p-8`}>
            <img
              src={product.image.src}
              width={product.image.width}
              height={product.image.height}
              alt={t('store.products.imageAlt', { name })}
              fetchPriority="high"
              className="aspect-square w-full max-w-sm object-contain"
            />
          </div>
          <div className="flex flex-col gap-5">
            <div className="flex items-start justify-between gap-4">
              <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{name}</h1>
              <WishlistButton productId={product.id} name={name} className="shrink-0" />
            </div>
            <RatingLine summary={rating} size="size-5" />
            <p className="text-lg text-slate-600">
              <ClaimText textKey={product.descriptionKey} />
            </p>
            <PriceTag priceCents={product.priceCents} originalCents={product.originalPriceCents} size="lg" />
            <MemberPrice cents={memberUnitCents(product.priceCents)} />
            <StockNote availability={availability} id={stockId} />
            <EarlyAccessNote product={product} />
            <div className="grid gap-2 sm:max-w-sm">
              <BuyButton item={{ productId: product.id }} describedBy={describedBy} soldOut={soldOut} />
              <AddToCartButton
                item={{ productId: product.id }}
                name={name}
                describedBy={describedBy}
                variant="secondary"
                soldOut={soldOut}
              />
            </div>
            <div>
              <h2 className="text-lg font-bold text-slate-900">{t('store.products.benefitsHeading')}</h2>
              <ClaimList keys={product.benefitKeys} className="mt-3 space-y-2" />
            </div>
          </div>
        </div>
        <div className="mt-12 max-w-xl">
          <DeferredFacts productId={product.id} />
        </div>
        <div className="mt-12 max-w-3xl">
          <ProductReviews productId={product.id} slug={product.slug} sort={reviewSearch.sort} page={reviewSearch.page} />
        </div>
      </div>
    </div>
  );
}
