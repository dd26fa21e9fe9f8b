import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../components/layout/LegalPage';
import { useT } from '../i18n';

export const Route = createFileRoute('/cookies')({ component: Cookies });

function Cookies() {
  const t = useT();
  return (
    <LegalPage
      title={t('store.legal.cookies.title')}
      intro={t('store.legal.cookies.intro')}
      sections={[
        { heading: t('store.legal.cookies.session.heading'), body: t('store.legal.cookies.session.body') },
        { heading: t('store.legal.cookies.storage.heading'), body: t('store.legal.cookies.storage.body') },
        { heading: t('store.legal.cookies.tracking.heading'), body: t('store.legal.cookies.tracking.body') },
        { heading: t('store.legal.cookies.control.heading'), body: t('store.legal.cookies.control.body') },
      ]}
    />
  );
}
