import { SUPPORT } from '../../../core/content';
import { useT } from '../../i18n';
import { Icon } from '../ui/Icon';
import { Section } from '../ui/Section';
import { SectionHeading } from '../ui/SectionHeading';
import { SupportContacts, SupportHours } from '../ui/SupportDetails';
import { card } from '../ui/styles';

/** How to reach support (anchor 'contact'). */
export function Contact() {
  const t = useT();
  return (
    <Section id="contact" labelledBy="contact-title">
      <SectionHeading
        id="contact-title"
        eyebrow={t('store.contact.eyebrow')}
        title={t('store.contact.title')}
        subtitle={t('store.contact.subtitle')}
      />
      <div className="mx-auto grid grid-cols-1 max-w-5xl gap-6 md:grid-cols-2">
        <div className={`${card} p-8`}>
          <h3 className="text-lg font-bold text-slate-900">{t('store.contact.reachUs')}</h3>
          <div className="mt-6">
            <SupportContacts />
          </div>
        </div>
        <div className={`${card} p-8`}>
          <h3 className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Icon name="clock" className="size-5 text-brand-700" />
            {t('store.contact.hours')}
          </h3>
          <div className="mt-6">
            <SupportHours />
          </div>
          <ul className="mt-6 space-y-2 border-t border-slate-100 pt-6 text-sm text-slate-700">
            {SUPPORT.policyKeys.map((key) => (
              <li key={key} className="flex items-start gap-2">
                <Icon name="check" className="mt-0.5 size-4 text-brand-700" />
                {t(key)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
