import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { BenefitKey, Product } from '../../../core/catalogue';
import { useT } from '../../i18n';
import { useProductAvailability } from '../../state/stock';
import { Badge } from '../ui/Badge';
import { DetailsButton } from '../ui/DetailsButton';
import { Icon } from '../ui/Icon';
import { memberUnitCents } from '../../../core/member-price';
import { MemberPrice } from '../ui/MemberPrice';
import { PriceTag } from '../ui/PriceTag';
import { card } from '../ui/styles';
import { onDemand } from '../ui/on-demand';
import { useDialogBuiltAhead } from '../ui/useDialogBuiltAhead';
import { ClaimText } from '../claims/Claim';
import { AddToCartButton } from './AddToCartButton';
import { StockNote } from './StockNote';
import { EarlyAccessNote } from './EarlyAccessNote';
import { WishlistButton } from './WishlistButton';
import { RatingLine } from '../reviews/RatingLine';
import { useRatingOf } from '../../state/reviews';

// Opened by a tap: the worker's renderer never shows them, and leaves their code out (web/build-constants.d.ts).
const ProductImageDialog = onDemand(
  __WORKER_RENDERER__ ? () => new Promise<never>(() => undefined) : () => import('./ProductImageDialog').then((m) => m.default),
);
export const ProductBenefitsDialog = onDemand(
  __WORKER_RENDERER__ ? () => new Promise<never>(() => undefined) : () => import('./ProductBenefitsDialog').then((m) => m.default),
);

interface ProductCardProps {
  product: Product;
  /** The benefits the 'view benefits' dialog lists (the home grid shows at most five). */
  benefitKeys: readonly BenefitKey[];
  /**
   * The home grid's 'buy now' (web/components/home/HomeProducts.tsx), given what names the product and its stock;
   * /products offers only 'add to cart', and its page does not load the checkout's code.
   */
  buyNow?: (button: { describedBy: string; soldOut: boolean }) => ReactNode;
}

export function ProductCard({ product, benefitKeys, buyNow }: ProductCardProps) {
  const t = useT();
  const imageDialog = useDialogBuiltAhead(ProductImageDialog.preload);
  const benefitsDialog = useDialogBuiltAhead(ProductBenefitsDialog.preload);
  const name = t(product.nameKey);
  const nameId = `product-${product.id}-name`;
  const stockId = `product-${product.id}-stock`;
  const availability = useProductAvailability(product.id);
  const rating = useRatingOf(product.id);
  const soldOut = availability.state === 'sold_out';
  const describedBy = availability.state === 'available' ? nameId : `${nameId} ${stockId}`;

  return (
    <article aria-labelledby={nameId} className={`${card} group flex w-full flex-col overflow-hidden transition-shadow hover:shadow-xl`}>
      <div className="relative bg-gradient-to-b from-brand-50 to-white">
        {/* The name's link names the page; this one only widens the target, so it stays out of the tab order and the tree. */}
        <Link to="/products/$slug" params={{ slug: product.slug }} tabIndex={-1} aria-hidden="true" className="block p-6">
          <img
            src={product.image.src}
            width={product.image.width}
            height={product.image.height}
            alt=""
            loading="lazy"
            decoding="async"
            className="mx-auto aspect-square w-full max-w-60 object-contain transition-transform duration-300 group-hover:scale-105"
          />
        </Link>
        <button
          ref={imageDialog.triggerRef}
          type="button"
          aria-haspopup="dialog"
          aria-label={t('store.products.enlarge', { name })}
          onClick={imageDialog.show}
          onPointerEnter={imageDialog.warm}
          onPointerDown={imageDialog.warm}
          onFocus={imageDialog.warm}
          className="absolute end-3 bottom-3 inline-flex size-10 cursor-zoom-in items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-200 transition hover:scale-105"
        >
          <Icon name="zoom-in" />
        </button>
        {product.badgeKey && (
          <Badge className="absolute start-4 top-4 bg-brand-700 px-3 py-1 text-xs text-white shadow-sm">{t(product.badgeKey)}</Badge>
        )}
        <WishlistButton productId={product.id} name={name} className="absolute end-3 top-3" />
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 id={nameId} className="text-lg leading-snug font-bold text-slate-900">
          <Link to="/products/$slug" params={{ slug: product.slug }} className="underline-offset-4 hover:underline">
            {name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          <ClaimText textKey={product.descriptionKey} clamp="line-clamp-3" />
        </p>
        <RatingLine summary={rating} />
        <PriceTag priceCents={product.priceCents} originalCents={product.originalPriceCents} />
        <MemberPrice cents={memberUnitCents(product.priceCents)} />
        <StockNote availability={availability} id={stockId} />
        <EarlyAccessNote product={product} />
        <DetailsButton dialog={benefitsDialog} describedBy={nameId} className="self-start">
          {t('store.products.viewBenefits')}
        </DetailsButton>
        <div className="mt-auto grid gap-2 pt-2">
          {buyNow?.({ describedBy, soldOut })}
          <AddToCartButton item={{ productId: product.id }} name={name} describedBy={describedBy} soldOut={soldOut} />
        </div>
      </div>

      {imageDialog.mounted && (
        <ProductImageDialog
          product={product}
          open={imageDialog.open}
          onOpenChange={imageDialog.onOpenChange}
          returnFocusRef={imageDialog.triggerRef}
        />
      )}
      {benefitsDialog.mounted && (
        <ProductBenefitsDialog
          product={product}
          benefitKeys={benefitKeys}
          availability={availability}
          open={benefitsDialog.open}
          onOpenChange={benefitsDialog.onOpenChange}
          returnFocusRef={benefitsDialog.triggerRef}
        />
      )}
    </article>
  );
}
