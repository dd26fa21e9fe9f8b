import { useAtomValue } from 'jotai';
import { formatPrice } from '../../../core/money';
import { FREE_EXPRESS_THRESHOLD_CENTS, SHIPPING_OPTIONS } from '../../../core/shipping';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { Table } from '../ui/Table';

/** The shipping methods, prices and delivery times, straight from core/shipping.ts (the cart uses the same list). */
export function ShippingTable() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const threshold = formatPrice(FREE_EXPRESS_THRESHOLD_CENTS, language, { hideZeroCents: true });
  return (
    <Table
      caption={t('store.service.shipping.caption')}
      columns={[
        { label: t('store.service.shipping.method') },
        { label: t('store.service.shipping.time') },
        { label: t('store.service.shipping.cost'), end: true },
      ]}
    >
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
    </Table>
  );
}
