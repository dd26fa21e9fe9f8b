import { homeFacts } from '../../../core/catalogue';
import { useT } from '../../i18n';
import { Icon } from '../ui/Icon';

/** Made in USA, GMP certified, made in an FDA-registered facility, lab tested: what a supplement maker may truthfully say (the FDA approves no supplement). */
export function CertificationBadges() {
  const t = useT();
  return (
    <ul aria-label={t('store.catalogue.certifications')} className="flex flex-wrap gap-3">
      {homeFacts().certifications.map((certification) => (
        <li
          key={certification.id}
          className="flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100"
        >
          <Icon name={certification.icon} className="size-4 text-brand-700" />
          {t(certification.labelKey)}
        </li>
      ))}
    </ul>
  );
}
