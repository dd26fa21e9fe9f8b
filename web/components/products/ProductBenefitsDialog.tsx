import { type RefObject, useDeferredValue } from 'react';
import type { BenefitKey, Product } from '../../../core/catalogue';
import type { Availability } from '../../../core/stock';
import { useT } from '../../i18n';
import '../../i18n/deferred';
import { isClaim } from '../../../core/claims';
import { ClaimText, ClaimsIn } from '../claims/Claim';
import { FdaNotice } from '../claims/FdaNotice';
import Modal from '../ui/Modal';
import { ClaimList } from './ClaimList';
import { StockNote } from './StockNote';
import { SupplementFacts } from './SupplementFacts';

export interface ProductBenefitsDialogProps {
  product: Product;
  benefitKeys: readonly BenefitKey[];
  availability: Availability;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * The product's description and its benefits, each claim with its dagger leading to the FDA notice at the
 * dialog's end, and its Supplement Facts.
 */
export default function ProductBenefitsDialog({
  product,
  benefitKeys,
  availability,
  open,
  onOpenChange,
  returnFocusRef,
}: ProductBenefitsDialogProps) {
  const t = useT();
  const noticeId = `product-${product.id}-fda-notice`;
  const claims = [product.descriptionKey, ...benefitKeys].filter(isClaim).length;
  // The Supplement Facts table renders just after the dialog has shown (a render the next tap can interrupt):
  // the tap is answered by the dialog and its benefits, not after the whole label (issue 37).
  const withFacts = useDeferredValue(open, false);
  return (
    <ClaimsIn noticeId={noticeId}>
      <Modal
        open={open}
        onOpenChange={onOpenChange}
        title={t(product.nameKey)}
        description={<ClaimText textKey={product.descriptionKey} />}
        returnFocusRef={returnFocusRef}
        keepContent
      >
        <div className="flex items-start gap-4">
          <img
            src={product.image.src}
            width={product.image.width}
            height={product.image.height}
            alt=""
            className="size-24 shrink-0 rounded-2xl bg-brand-50 object-contain p-2"
          />
          <div>
            <div className="mb-3 empty:hidden">
              <StockNote availability={availability} />
            </div>
            <h3 className="font-semibold text-slate-900">{t('store.products.benefitsHeading')}</h3>
            <ClaimList keys={benefitKeys} className="mt-3 space-y-2" />
          </div>
        </div>
        <div className="mt-6">{withFacts && <SupplementFacts productId={product.id} />}</div>
        {claims > 0 && (
          <FdaNotice
            id={noticeId}
            statements={claims > 1 ? 'several' : 'single'}
            products="single"
            className="mt-6 text-sm text-slate-700"
          />
        )}
      </Modal>
    </ClaimsIn>
  );
}
