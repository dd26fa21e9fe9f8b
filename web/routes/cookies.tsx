import { Link, createFileRoute } from '@tanstack/react-router';
import { shopperEntries } from '../../core/cookies';
import { LegalPage, PRIVACY_UPDATED } from '../components/layout/LegalPage';
import { LinkedText, slot, textLink } from '../components/layout/LinkedText';
import { StorageTable } from '../components/layout/StorageTable';
import { useT } from '../i18n';

export const Route = createFileRoute('/cookies')({ component: Cookies });

/** Every cookie and browser-storage key a shopper can get, from core/cookies.ts: test/browser/cookies.test.ts holds the list to what the shop sets. */
function Cookies() {
  const t = useT();
  return (
    <LegalPage
      title={t('store.legal.cookies.title')}
      updated={PRIVACY_UPDATED}
      intro={t('store.legal.cookies.intro')}
      sections={[
        {
          heading: t('store.legal.cookies.cookies.heading'),
          body: t('store.legal.cookies.cookies.body'),
          details: <StorageTable caption={t('store.legal.cookies.cookies.caption')} entries={shopperEntries('cookie')} />,
        },
        {
          heading: t('store.legal.cookies.storage.heading'),
          body: t('store.legal.cookies.storage.body'),
          details: (
            <StorageTable
              caption={t('store.legal.cookies.storage.caption')}
              entries={shopperEntries('localStorage', 'sessionStorage')}
              showKind
            />
          ),
        },
        { heading: t('store.legal.cookies.stripe.heading'), body: t('store.legal.cookies.stripe.body') },
        { heading: t('store.legal.cookies.tracking.heading'), body: t('store.legal.cookies.tracking.body') },
        {
          heading: t('store.legal.cookies.control.heading'),
          body: (
            <LinkedText
              text={t('store.legal.cookies.control.body', { link: slot('link') })}
              parts={{
                link: (
                  <Link to="/privacy" className={textLink}>
                    {t('store.legal.cookies.control.link')}
                  </Link>
                ),
              }}
            />
          ),
        },
      ]}
    />
  );
}
