import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { validateEmail } from '../../../core/validation';
import { type MessageKey, useT } from '../../i18n';
import { call } from '../../lib/api';
import { errorMessageKey } from '../../lib/error-messages';
import { authAtom } from '../../state/auth';
import { appliedCouponAtom, claimedDealAtom, couponEmailAtom } from '../../state/cart-edit';
import { buttonSizes, buttonStyles } from '../ui/styles';

/**
 * 'Have a code?': a newsletter subscriber's coupon, checked with the worker, then shown in the totals
 * and sent with the checkout (where the worker checks it again and reserves it). A coupon is its
 * subscriber's own: a guest types the address it was sent to with it (never filled in by the shop), and a
 * signed-in shopper's account address is used.
 */
export function CouponField() {
  const t = useT();
  const [coupon, setCoupon] = useAtom(appliedCouponAtom);
  const claimedDeal = useAtomValue(claimedDealAtom);
  const setCouponEmail = useSetAtom(couponEmailAtom);
  const guest = useAtomValue(authAtom).status !== 'signedIn';
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [checking, setChecking] = useState(false);
  const inputId = useId();
  const emailId = useId();
  const errorId = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);

  // The field sits at the foot of the cart's scrolling list: bring its refusal into sight, or a shopper
  // whose list is scrolled to the field's edge sees nothing happen.
  useEffect(() => {
    errorRef.current?.scrollIntoView({ block: 'nearest' });
  }, [error]);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = code.trim().toUpperCase();
    if (value === '') return setError('cart.coupon.required');
    if (claimedDeal) return setError('cart.errors.notCombinable');
    const typed = guest ? validateEmail(email) : null;
    if (typed && !typed.ok)
      return setError(typed.code === 'email_required' ? 'cart.errors.couponEmailRequired' : `validation.${typed.code}`);
    setChecking(true);
    setError(null);
    try {
      const result = await call('POST /api/coupons/check', { body: typed?.ok ? { code: value, email: typed.value } : { code: value } });
      setCoupon(result.code);
      setCouponEmail(typed?.ok ? typed.value : null);
      setCode('');
      setEmail('');
    } catch (err) {
      setError(errorMessageKey(err, 'coupon'));
    } finally {
      setChecking(false);
    }
  }

  if (coupon) {
    return (
      <div className="flex items-center justify-between gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-3">
        <p className="text-sm font-medium text-brand-900">{t('cart.coupon.applied', { code: coupon.code, percent: coupon.percentOff })}</p>
        <button
          type="button"
          onClick={() => setCoupon(null)}
          className="shrink-0 text-sm font-semibold text-brand-800 underline hover:no-underline"
        >
          {t('cart.coupon.remove')}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={apply} noValidate>
      <label htmlFor={inputId} className="mb-2 block font-semibold text-slate-900">
        {t('cart.coupon.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('cart.coupon.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm uppercase placeholder:normal-case"
        />
        <button type="submit" disabled={checking} className={`${buttonStyles.secondary} ${buttonSizes.sm}`}>
          {checking ? t('cart.coupon.checking') : t('cart.coupon.apply')}
        </button>
      </div>
      {guest && (
        <>
          <label htmlFor={emailId} className="mb-1 mt-3 block text-sm text-slate-700">
            {t('cart.coupon.emailLabel')}
          </label>
          <input
            id={emailId}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            dir="ltr"
            maxLength={254}
            aria-invalid={error === 'cart.errors.couponEmailRequired' || error?.startsWith('validation.')}
            aria-describedby={error ? errorId : undefined}
            className="w-full rounded-full border border-slate-300 px-4 py-2 text-sm"
          />
        </>
      )}
      {error && (
        <p ref={errorRef} id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {t(error)}
        </p>
      )}
    </form>
  );
}
