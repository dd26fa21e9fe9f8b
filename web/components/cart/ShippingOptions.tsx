import { useAtom, useAtomValue } from 'jotai';
import { formatPrice } from '../../../core/money';
import { shippingCostCents } from '../../../core/pricing';
import { SHIPPING_OPTIONS } from '../../../core/shipping';
import { useT } from '../../i18n';
import { selectedShippingAtom } from '../../state/cart-edit';
import { languageAtom } from '../../i18n/language';

/** The five shipping options as radio buttons, each with its translated name, estimate and price for this cart. */
export function ShippingOptions({ subtotalCents, packagesOnly }: { subtotalCents: number; packagesOnly: boolean }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [selected, select] = useAtom(selectedShippingAtom);
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-slate-900">{t('cart.shipping.legend')}</legend>
      <div className="space-y-2">
        {SHIPPING_OPTIONS.map((option) => {
          const cents = shippingCostCents(option.id, subtotalCents, packagesOnly);
          return (
            <label
              key={option.id}
              className="flex cursor-pointer items-center gap-3 rounded-2xl border border-slate-200 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="shipping"
                value={option.id}
                checked={selected === option.id}
                onChange={() => select(option.id)}
                className="size-4 accent-brand-700"
              />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900">{t(option.nameKey)}</span>
                <span className="block text-xs text-slate-600">{t(option.estimateKey)}</span>
              </span>
              <span className="text-sm font-semibold text-slate-900 tabular-nums">
                {cents === 0 ? t('cart.shipping.free') : formatPrice(cents, language)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
