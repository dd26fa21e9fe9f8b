import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../lib/notify';
import { useT } from '../../i18n';
import { useNewsletterSubscription } from '../../state/useNewsletterSubscription';
import { Icon } from '../ui/Icon';
import { buttonSizes, buttonStyles } from '../ui/styles';
import { problemMessage } from './messages';
import { NewsletterEmailInput } from './NewsletterEmailInput';

/** The cart's newsletter success toast stays 8 seconds. */
const SUCCESS_TOAST_MS = 8000;

/**
 * The newsletter box in the cart drawer: the same subscription as the home section (docs/behaviour.md, "Cart
 * newsletter box"), answering with toasts. The code stays visible in the box once issued, with the
 * reminder that it works once the address is confirmed from the welcome e-mail.
 * While the drawer (a modal dialog) is open, everything outside it — the toasts' live region
 * included — is hidden from screen readers, so each message is also announced from inside the box.
 */
export function CartNewsletterBox() {
  const t = useT();
  const { pending, subscribe } = useNewsletterSubscription();
  const [email, setEmail] = useState('');
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();
  const inputId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === '') {
      showError(t('newsletter.cart.emailRequired'));
      return;
    }
    const result = await subscribe(email);
    if (!result) return;
    if (result.kind === 'subscribed') {
      const text = t('newsletter.cart.success', { code: result.couponCode });
      setEmail('');
      setCouponCode(result.couponCode);
      setAnnouncement(text);
      toast.success(text, { duration: SUCCESS_TOAST_MS });
    } else if (result.kind === 'confirmation_sent') {
      const text = t('newsletter.confirmationSent');
      setEmail('');
      setAnnouncement(text);
      toast.success(text, { duration: SUCCESS_TOAST_MS });
    } else {
      showError(problemMessage(t, result, 'newsletter.cart.error'));
    }
  }

  function showError(text: string) {
    setAnnouncement(text);
    toast.error(text);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-brand-50 p-4">
      <h3 id={headingId} className="flex items-center gap-2 font-semibold text-brand-800">
        <Icon name="gift" className="size-5" />
        {t('newsletter.cart.heading')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('newsletter.cart.pitch')}</p>
      {/* noValidate: an empty field gets the shop's own message instead of the browser's bubble. */}
      <form noValidate onSubmit={onSubmit} className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {t('newsletter.emailLabel')}
        </label>
        <NewsletterEmailInput
          id={inputId}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="min-w-0 flex-1 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" disabled={pending} className={`${buttonStyles.primary} ${buttonSizes.sm}`}>
          {pending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </form>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {couponCode && (
        <>
          <p className="mt-3 text-sm text-slate-700">
            {t('newsletter.cart.yourCode')}{' '}
            <strong dir="ltr" className="font-mono tracking-wider text-brand-800">
              {couponCode}
            </strong>
          </p>
          <p className="mt-1 text-sm text-slate-600">{t('newsletter.confirmHint')}</p>
        </>
      )}
    </section>
  );
}
