import { Link, createFileRoute } from '@tanstack/react-router';
import { useT } from '../i18n';

export const Route = createFileRoute('/payment-success')({
  component: PaymentSuccess,
  validateSearch: (search: Record<string, unknown>): { session_id?: string } =>
    typeof search.session_id === 'string' ? { session_id: search.session_id } : {},
});

function PaymentSuccess() {
  const t = useT();
  const { session_id: reference } = Route.useSearch();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-brand-700">{t('paymentSuccess.title')}</h1>
      {reference && <p className="mt-4 font-mono">{t('paymentSuccess.reference', { reference })}</p>}
      <p className="mt-4 text-slate-600">{t('paymentSuccess.email')}</p>
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
