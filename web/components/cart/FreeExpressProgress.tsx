import { useAtomValue } from 'jotai';
import { formatPrice } from '../../../core/money';
import { freeExpressProgress } from '../../../core/pricing';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';

/** 'Add $X for FREE express shipping', filled in proportion to the subtotal and capped at the $75 mark. */
export function FreeExpressProgress({ subtotalCents }: { subtotalCents: number }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const { remainingCents, percent } = freeExpressProgress(subtotalCents);
  const text =
    remainingCents > 0 ? t('cart.progress.remaining', { amount: formatPrice(remainingCents, language) }) : t('cart.progress.reached');
  return (
    <div className="rounded-2xl bg-brand-50 p-4">
      <p className="text-sm font-medium text-brand-900">{text}</p>
      <div
        role="progressbar"
        aria-label={t('cart.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-white"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
