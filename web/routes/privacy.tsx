import { Link, createFileRoute } from '@tanstack/react-router';
import { SUPPORT } from '../../core/content';
import { LegalList, LegalPage, PRIVACY_UPDATED } from '../components/layout/LegalPage';
import { LinkedText, slot, textLink } from '../components/layout/LinkedText';
import { useT } from '../i18n';

export const Route = createFileRoute('/privacy')({ component: Privacy });

/**
 * What the shop keeps about a shopper, who receives it and for how long, as the code does it (README
 * "Payments, accounts and mail"): the processors, worker/db/account-data.ts's deletion, the hourly purge of
 * e-mail records (worker/index.ts), analytics rows that hold at most a keyed hash (worker/analytics/events.ts).
 */
function Privacy() {
  const t = useT();
  const accountLink = (
    <Link to="/account" className={textLink}>
      {t('store.legal.privacy.rights.accountLink')}
    </Link>
  );
  const emailLink = (
    <a href={`mailto:${SUPPORT.email}`} className={textLink} dir="ltr">
      {SUPPORT.email}
    </a>
  );
  return (
    <LegalPage
      title={t('store.legal.privacy.title')}
      updated={PRIVACY_UPDATED}
      intro={t('store.legal.privacy.intro')}
      sections={[
        { heading: t('store.legal.privacy.collect.heading'), body: t('store.legal.privacy.collect.body') },
        { heading: t('store.legal.privacy.use.heading'), body: t('store.legal.privacy.use.body') },
        {
          heading: t('store.legal.privacy.sharing.heading'),
          body: t('store.legal.privacy.sharing.body'),
          details: (
            <LegalList
              items={[
                { key: 'cloudflare', text: t('store.legal.privacy.sharing.cloudflare') },
                { key: 'stripe', text: t('store.legal.privacy.sharing.stripe') },
                { key: 'email', text: t('store.legal.privacy.sharing.email') },
                { key: 'carriers', text: t('store.legal.privacy.sharing.carriers') },
              ]}
            />
          ),
        },
        {
          heading: t('store.legal.privacy.retention.heading'),
          body: t('store.legal.privacy.retention.body'),
          details: (
            <LegalList
              items={[
                { key: 'account', text: t('store.legal.privacy.retention.account') },
                { key: 'orders', text: t('store.legal.privacy.retention.orders') },
                { key: 'newsletter', text: t('store.legal.privacy.retention.newsletter') },
                { key: 'emails', text: t('store.legal.privacy.retention.emails') },
                { key: 'attempts', text: t('store.legal.privacy.retention.attempts') },
                { key: 'analytics', text: t('store.legal.privacy.retention.analytics') },
              ]}
            />
          ),
        },
        {
          heading: t('store.legal.privacy.browser.heading'),
          body: (
            <LinkedText
              text={t('store.legal.privacy.browser.body', { link: slot('link') })}
              parts={{
                link: (
                  <Link to="/cookies" className={textLink}>
                    {t('store.legal.privacy.browser.link')}
                  </Link>
                ),
              }}
            />
          ),
        },
        {
          heading: t('store.legal.privacy.rights.heading'),
          body: t('store.legal.privacy.rights.body'),
          details: (
            <LegalList
              items={[
                {
                  key: 'download',
                  text: (
                    <LinkedText text={t('store.legal.privacy.rights.download', { link: slot('link') })} parts={{ link: accountLink }} />
                  ),
                },
                {
                  key: 'delete',
                  text: <LinkedText text={t('store.legal.privacy.rights.delete', { link: slot('link') })} parts={{ link: accountLink }} />,
                },
                { key: 'unsubscribe', text: t('store.legal.privacy.rights.unsubscribe') },
                {
                  key: 'contact',
                  text: (
                    <LinkedText text={t('store.legal.privacy.rights.contact', { email: slot('email') })} parts={{ email: emailLink }} />
                  ),
                },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
