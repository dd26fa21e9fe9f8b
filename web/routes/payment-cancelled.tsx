import { Link, createFileRoute } from '@tanstack/react-router';
import { useT } from '../i18n';

export const Route = createFileRoute('/payment-cancelled')({ component: PaymentCancelled });

function PaymentCancelled() {
  const t = useT();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('paymentCancelled.title')}</h1>
      <p className="mt-4 text-slate-600">{t('paymentCancelled.body')}</p>
      <div className="mt-8 flex justify-center gap-4">
        <Link to="/" className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white">
          {t('common.backHome')}
        </Link>
        <Link to="/products" className="rounded-full border border-brand-600 px-6 py-3 font-semibold text-brand-700">
          {t('common.continueShopping')}
        </Link>
      </div>
    </section>
  );
}
