import { useAtomValue } from 'jotai';
import { formatPrice } from '../../../core/money';
import { FREE_EXPRESS_THRESHOLD_CENTS, SHIPPING_OPTIONS } from '../../../core/shipping';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';

/** The shipping methods, prices and delivery times, straight from core/shipping.ts (the cart uses the same list). */
export function ShippingTable() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const threshold = formatPrice(FREE_EXPRESS_THRESHOLD_CENTS, language, { hideZeroCents: true });
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t('store.service.shipping.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('store.service.shipping.method')}
            </th>
            <th scope="col" className="px-4 py-3 text-start font-semibold">
              {t('store.service.shipping.time')}
            </th>
            <th scope="col" className="px-4 py-3 text-end font-semibold">
              {t('store.service.shipping.cost')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {SHIPPING_OPTIONS.map((option) => (
            <tr key={option.id}>
              <th scope="row" className="px-4 py-3 text-start font-normal">
                <span className="block font-semibold text-slate-900">{t(option.nameKey)}</span>
                <span className="block text-slate-600">{t(option.descriptionKey, { threshold })}</span>
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{t(option.estimateKey)}</td>
              <td className="px-4 py-3 text-end font-semibold whitespace-nowrap text-slate-900">
                {option.priceCents === 0 ? t('store.service.shipping.free') : formatPrice(option.priceCents, language)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
