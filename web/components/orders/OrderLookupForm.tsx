import { isSoldOrder } from '../../../core/statuses';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { OrderSummary } from '../../../core/api/orders';
import { validateEmail } from '../../../core/validation';
import { type MessageKey, useT } from '../../i18n';
import '../../i18n/deferred';
import { ApiRequestError, call } from '../../lib/api';
import { isClientBurst } from '../../lib/error-messages';
import { Field, FormMessage } from '../account/Field';
import { buttonSizes, buttonStyles } from '../ui/styles';
import { ShipmentStatus } from './ShipmentStatus';
import { TextWithReference } from './TextWithReference';

type Lookup =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'found'; order: OrderSummary }
  | { kind: 'refused'; message: MessageKey; field?: 'reference' | 'email' };

/** Words for a failed lookup: a wrong reference and a wrong address read the same, as the worker answers them. */
function refusalOf(error: unknown): MessageKey {
  if (!(error instanceof ApiRequestError)) return 'cart.errors.network';
  if (error.code === 'order_lookup_failed') return 'store.service.track.notFound';
  if (isClientBurst(error)) return 'cart.errors.tooManyRequests';
  return error.code === 'network_error' ? 'cart.errors.network' : 'auth.messages.unexpected';
}

/**
 * "Track your order": the order reference and the e-mail address it was placed with give the order's
 * payment and shipping state (POST /api/orders/lookup).
 */
export function OrderLookupForm() {
  const t = useT();
  const messageId = useId();
  const hintId = useId();
  const resultRef = useRef<HTMLHeadingElement>(null);
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' });
  // The order found is announced by moving focus to its heading, once it is on the page.
  useEffect(() => {
    if (lookup.kind === 'found') resultRef.current?.focus();
  }, [lookup]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const reference = String(form.get('reference') ?? '').trim();
    const email = validateEmail(form.get('email'));
    if (!reference) return setLookup({ kind: 'refused', message: 'store.service.track.referenceRequired', field: 'reference' });
    if (!email.ok) return setLookup({ kind: 'refused', message: `validation.${email.code}`, field: 'email' });
    setLookup({ kind: 'busy' });
    try {
      const order = await call('POST /api/orders/lookup', { body: { reference, email: email.value } });
      setLookup({ kind: 'found', order });
    } catch (error) {
      setLookup({ kind: 'refused', message: refusalOf(error) });
    }
  };

  const refused = lookup.kind === 'refused' ? lookup : null;
  return (
    <div className="space-y-4">
      <p>{t('store.service.track.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <Field
          label={t('store.service.track.reference')}
          name="reference"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          hintId={hintId}
          errorId={refused && (refused.field === 'reference' || !refused.field) ? messageId : undefined}
        />
        <p id={hintId} className="-mt-2 text-sm text-slate-600">
          {t('store.service.track.referenceHint')}
        </p>
        <Field
          label={t('store.service.track.email')}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          errorId={refused && (refused.field === 'email' || !refused.field) ? messageId : undefined}
        />
        <FormMessage id={messageId} message={refused ? t(refused.message) : null} />
        <button type="submit" disabled={lookup.kind === 'busy'} className={`${buttonStyles.primary} ${buttonSizes.md}`}>
          {lookup.kind === 'busy' ? t('store.service.track.searching') : t('store.service.track.submit')}
        </button>
      </form>
      {lookup.kind === 'found' && (
        <section aria-labelledby={`${messageId}-result`} className="rounded-2xl border border-slate-200 p-4">
          <h3 id={`${messageId}-result`} ref={resultRef} tabIndex={-1} className="font-bold text-slate-900">
            <TextWithReference text="store.service.track.result" reference={lookup.order.reference} />
          </h3>
          <p className="mt-1 text-slate-700">
            {t('store.service.track.payment', { status: t(`auth.account.orders.statuses.${lookup.order.status}`) })}
          </p>
          {isSoldOrder(lookup.order.status) && <ShipmentStatus shipment={lookup.order.fulfilment} />}
          <Link
            to="/payment-success"
            search={{ session_id: lookup.order.reference }}
            className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4"
          >
            {t('store.service.track.details')}
          </Link>
        </section>
      )}
    </div>
  );
}
