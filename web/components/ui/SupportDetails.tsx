import { SUPPORT } from '../../../core/content';
import { useT } from '../../i18n';
import { Icon } from './Icon';

/** The support e-mail, phone and postal address as links and text; used by the contact section and the footer. */
export function SupportContacts({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const t = useT();
  const muted = tone === 'dark' ? 'text-slate-300' : 'text-slate-600';
  const link = tone === 'dark' ? 'text-white hover:text-brand-100' : 'text-slate-900 hover:text-brand-700';
  const icon = tone === 'dark' ? 'text-brand-100' : 'text-brand-700';
  return (
    <ul className="space-y-4">
      <li className="flex items-start gap-3">
        <Icon name="mail" className={`mt-0.5 size-5 ${icon}`} />
        <span>
          <span className={`block text-sm ${muted}`}>{t('store.contact.email')}</span>
          <a href={`mailto:${SUPPORT.email}`} className={`font-medium ${link}`}>
            {SUPPORT.email}
          </a>
        </span>
      </li>
      <li className="flex items-start gap-3">
        <Icon name="phone" className={`mt-0.5 size-5 ${icon}`} />
        <span>
          <span className={`block text-sm ${muted}`}>{t('store.contact.phone')}</span>
          <a href={SUPPORT.phoneHref} dir="ltr" className={`font-medium ${link}`}>
            {SUPPORT.phone}
          </a>
        </span>
      </li>
      <li className="flex items-start gap-3">
        <Icon name="map-pin" className={`mt-0.5 size-5 ${icon}`} />
        {/* A div, not a span: an address is flow content, which a span may not hold. */}
        <div>
          <span className={`block text-sm ${muted}`}>{t('store.contact.address')}</span>
          <address className={`not-italic ${tone === 'dark' ? 'text-white' : 'text-slate-900'}`}>
            {SUPPORT.address.lines.map((line) => (
              <span key={line} dir="ltr" className="block">
                {line}
              </span>
            ))}
            <span className="block">{t(SUPPORT.address.countryKey)}</span>
          </address>
        </div>
      </li>
    </ul>
  );
}

/** Opening hours with their time zone. */
export function SupportHours() {
  const t = useT();
  return (
    <div>
      <ul className="space-y-1 text-slate-700">
        {SUPPORT.hours.map((slot) => (
          <li key={slot.id}>{t(slot.labelKey)}</li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">{t(SUPPORT.timeZoneKey)}</p>
    </div>
  );
}
