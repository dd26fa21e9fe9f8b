import type { RefObject } from 'react';
import { SUPPORT } from '../../../core/content';
import { useT } from '../../i18n';
import '../../i18n/deferred';
import { Icon } from '../ui/Icon';
import Modal from '../ui/Modal';
import { Tabs } from '../ui/Tabs';
import { SupportContacts, SupportHours } from '../ui/SupportDetails';
import { OrderLookupForm } from '../orders/OrderLookupForm';
import { ShippingTable } from './ShippingTable';
import { SupportForm } from './SupportForm';
import { SERVICE_TOPICS, type ServiceTopic } from './service-topics';

interface CustomerServiceDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  topic: ServiceTopic;
  onTopicChange(topic: ServiceTopic): void;
  returnFocusRef: RefObject<HTMLElement | null>;
}

const FAQ = ['account', 'madeIn', 'membership', 'codes', 'payment'] as const;

/** One dialog for every customer-service topic, opened on the one the shopper picked. */
export default function CustomerServiceDialog({ open, onOpenChange, topic, onTopicChange, returnFocusRef }: CustomerServiceDialogProps) {
  const t = useT();
  const [moneyBack, refunds] = [SUPPORT.policyKeys[2], SUPPORT.policyKeys[3]];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('store.service.title')}
      description={t('store.service.description')}
      returnFocusRef={returnFocusRef}
      width="xl"
    >
      <Tabs
        label={t('store.service.title')}
        tabs={SERVICE_TOPICS.map((id) => ({ id, label: t(`store.service.topics.${id}`) }))}
        selected={topic}
        onSelect={onTopicChange}
        listClassName="-mx-1 flex gap-1 overflow-x-auto rounded-2xl bg-slate-100 p-1"
        tabClassName="shrink-0 rounded-xl px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 transition-colors hover:text-slate-900 aria-selected:bg-white aria-selected:text-brand-800 aria-selected:shadow-sm"
        panelClassName="mt-6 max-h-[60vh] space-y-4 overflow-y-auto pe-1 text-slate-700 focus-visible:outline-offset-4"
      >
        {topic === 'faq' && (
          <>
            <dl className="space-y-5">
              {FAQ.map((id) => (
                <div key={id}>
                  <dt className="font-semibold text-slate-900">{t(`store.service.faq.${id}.question`)}</dt>
                  <dd className="mt-1">{t(`store.service.faq.${id}.answer`)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        {topic === 'shipping' && (
          <>
            <p>{t('store.service.shipping.intro')}</p>
            <ShippingTable />
            <ul className="space-y-2 text-sm">
              <li className="flex items-start gap-2">
                <Icon name="check" className="mt-0.5 size-4 text-brand-700" />
                {t(SUPPORT.policyKeys[1])}
              </li>
              <li className="flex items-start gap-2">
                <Icon name="check" className="mt-0.5 size-4 text-brand-700" />
                {t('store.service.shipping.packages')}
              </li>
            </ul>
          </>
        )}
        {topic === 'returns' && (
          <>
            <p className="font-semibold text-slate-900">{t(moneyBack)}</p>
            <p>{t('store.service.returns.how', { email: SUPPORT.email })}</p>
            <p>{t(refunds)}</p>
          </>
        )}
        {topic === 'track' && (
          <>
            <OrderLookupForm />
            <p>{t('store.service.track.shipped')}</p>
            <p>{t('store.service.track.help', { email: SUPPORT.email })}</p>
          </>
        )}
        {topic === 'support' && (
          <>
            <p>{t(SUPPORT.policyKeys[0])}</p>
            <div className="grid gap-6 sm:grid-cols-2">
              <SupportContacts />
              <div>
                <h3 className="mb-2 font-semibold text-slate-900">{t('store.contact.hours')}</h3>
                <SupportHours />
              </div>
            </div>
            <SupportForm />
          </>
        )}
      </Tabs>
    </Modal>
  );
}
