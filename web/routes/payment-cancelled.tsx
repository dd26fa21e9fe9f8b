import { Link, createFileRoute } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { buttonSizes, buttonStyles } from '../components/ui/styles';
import { useT } from '../i18n';
import { cartLineCountAtom, cartOpenAtom } from '../state/cart';

export const Route = createFileRoute('/payment-cancelled')({ component: PaymentCancelled });

/** Back from the payment page without paying: nothing was charged and the cart is as it was. */
function PaymentCancelled() {
  const t = useT();
  const lineCount = useAtomValue(cartLineCountAtom);
  const openCart = useSetAtom(cartOpenAtom);
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('cart.cancelled.title')}</h1>
      <p className="mt-4 text-slate-600">{t('cart.cancelled.body')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-4">
        {lineCount > 0 && (
          <button type="button" onClick={() => openCart(true)} className={`${buttonStyles.primary} ${buttonSizes.lg}`}>
            {t('cart.cancelled.viewCart')}
          </button>
        )}
        <Link to="/" className={`${buttonStyles.secondary} ${buttonSizes.lg}`}>
          {t('common.backHome')}
        </Link>
        <Link to="/products" className={`${buttonStyles.secondary} ${buttonSizes.lg}`}>
          {t('common.continueShopping')}
        </Link>
      </div>
    </section>
  );
}
