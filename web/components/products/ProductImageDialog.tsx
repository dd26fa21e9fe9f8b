import type { RefObject } from 'react';
import type { Product } from '../../../core/catalogue';
import { useT } from '../../i18n';
import Modal from '../ui/Modal';

interface ProductImageDialogProps {
  product: Product;
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The product photo, enlarged. */
export default function ProductImageDialog({ product, open, onOpenChange, returnFocusRef }: ProductImageDialogProps) {
  const t = useT();
  const name = t(product.nameKey);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={name}
      description={t(product.descriptionKey)}
      returnFocusRef={returnFocusRef}
      width="xl"
      keepContent
    >
      <div className="rounded-2xl bg-gradient-to-b from-brand-50 to-white p-4">
        <img
          src={product.image.src}
          width={product.image.width}
          height={product.image.height}
          alt={t('store.products.imageAlt', { name })}
          className="mx-auto aspect-square w-full max-w-lg object-contain"
        />
      </div>
    </Modal>
  );
}
