import { createFileRoute } from '@tanstack/react-router';
import { SUPPORT } from '../../core/content';
import { LegalPage } from '../components/layout/LegalPage';
import { useT } from '../i18n';

export const Route = createFileRoute('/terms')({ component: Terms });

function Terms() {
  const t = useT();
  return (
    <LegalPage
      title={t('store.legal.terms.title')}
      intro={t('store.legal.terms.intro')}
      sections={[
        { heading: t('store.legal.terms.orders.heading'), body: t('store.legal.terms.orders.body') },
        { heading: t('store.legal.terms.payment.heading'), body: t('store.legal.terms.payment.body') },
        { heading: t('store.legal.terms.shipping.heading'), body: t('store.legal.terms.shipping.body') },
        { heading: t('store.legal.terms.membership.heading'), body: t('store.legal.terms.membership.body') },
        { heading: t('store.legal.terms.health.heading'), body: t('store.legal.terms.health.body') },
        { heading: t('store.legal.terms.contact.heading'), body: t('store.legal.terms.contact.body', { email: SUPPORT.email }) },
      ]}
    />
  );
}
