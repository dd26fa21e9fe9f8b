import { useAtomValue } from 'jotai';
import type { ShipmentProgress, ShipmentSummary } from '../../../core/api/orders';
import { CARRIER_NAMES } from '../../../core/fulfilment';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { formatDate } from '../account/account-format';

/**
 * Where a paid order's parcel is: being prepared, shipped (when, with which carrier, the tracking number
 * and a link to the carrier's page), delivered, or cancelled before it shipped. `compact` for a table cell.
 * The status page of a browser that did not place the order gets no carrier or tracking (ShipmentProgress):
 * it says when the parcel shipped and where the tracking can be found.
 */
export function ShipmentStatus({ shipment, compact = false }: { shipment: ShipmentSummary | ShipmentProgress; compact?: boolean }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '');
  const tracked = 'carrier' in shipment ? shipment : null;
  const carrier = tracked?.carrier && tracked.carrier !== 'other' ? CARRIER_NAMES[tracked.carrier] : t('auth.shipment.otherCarrier');
  const text = compact ? 'text-xs text-slate-600' : 'text-slate-700';
  return (
    <div className={compact ? 'mt-1' : 'mt-4 space-y-1'}>
      <p className={compact ? 'text-sm' : 'font-semibold text-slate-900'}>{t(`auth.shipment.statuses.${shipment.status}`)}</p>
      {shipment.status === 'unfulfilled' && !compact && <p className={text}>{t('auth.shipment.preparing')}</p>}
      {shipment.shippedAt && shipment.status !== 'cancelled' && (
        <p className={text}>
          {tracked
            ? t('auth.shipment.shippedOn', { date: date(shipment.shippedAt), carrier })
            : t('auth.shipment.shippedOnDate', { date: date(shipment.shippedAt) })}
        </p>
      )}
      {!tracked && shipment.status === 'shipped' && <p className={text}>{t('auth.shipment.trackingElsewhere')}</p>}
      {tracked?.trackingNumber && <p className={text}>{t('auth.shipment.trackingNumber', { number: tracked.trackingNumber })}</p>}
      {tracked?.trackingUrl && (
        <p className={text}>
          <a
            href={tracked.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            {t('auth.shipment.track')}
            <span className="sr-only"> {t('auth.shipment.newTab')}</span>
          </a>
        </p>
      )}
      {shipment.deliveredAt && <p className={text}>{t('auth.shipment.deliveredOn', { date: date(shipment.deliveredAt) })}</p>}
      {shipment.cancelledAt && <p className={text}>{t('auth.shipment.cancelledOn', { date: date(shipment.cancelledAt) })}</p>}
    </div>
  );
}
