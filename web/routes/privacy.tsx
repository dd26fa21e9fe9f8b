import { createFileRoute } from '@tanstack/react-router';
import { SUPPORT } from '../../core/content';
import { LegalPage } from '../components/layout/LegalPage';
import { useT } from '../i18n';

export const Route = createFileRoute('/privacy')({ component: Privacy });

function Privacy() {
  const t = useT();
  return (
    <LegalPage
      title={t('store.legal.privacy.title')}
      intro={t('store.legal.privacy.intro')}
      sections={[
        { heading: t('store.legal.privacy.collect.heading'), body: t('store.legal.privacy.collect.body') },
        { heading: t('store.legal.privacy.use.heading'), body: t('store.legal.privacy.use.body') },
        { heading: t('store.legal.privacy.sharing.heading'), body: t('store.legal.privacy.sharing.body') },
        { heading: t('store.legal.privacy.retention.heading'), body: t('store.legal.privacy.retention.body') },
        { heading: t('store.legal.privacy.rights.heading'), body: t('store.legal.privacy.rights.body', { email: SUPPORT.email }) },
      ]}
    />
  );
}
