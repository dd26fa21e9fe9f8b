import { useAtomValue } from 'jotai';
import { formatPrice } from '../../../core/money';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';

interface PriceTagProps {
  priceCents: number;
  /** The former price, struck through, when the catalogue gives one. */
  originalCents: number | null;
  size?: 'md' | 'lg';
}

/** The current price with the original struck through; screen readers hear which is which. */
export function PriceTag({ priceCents, originalCents, size = 'md' }: PriceTagProps) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t('store.price.current')}</span>
      <span className={`font-bold text-slate-900 ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>{formatPrice(priceCents, language)}</span>
      {originalCents !== null && (
        <>
          <span className="sr-only">{t('store.price.original')}</span>
          <s className={`text-slate-500 ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>{formatPrice(originalCents, language)}</s>
        </>
      )}
    </p>
  );
}
