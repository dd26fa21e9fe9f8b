import { type FormEvent, useId, useState } from 'react';
import { homeFacts } from '../../../core/catalogue';
import { useT } from '../../i18n';
import type { SubscribeOutcome } from '../../state/newsletter';
import { useNewsletterSubscription } from '../../state/useNewsletterSubscription';
import { HomeFigures } from '../ui/HomeFigures';
import { Icon } from '../ui/Icon';
import { buttonSizes, buttonStyles } from '../ui/styles';
import { problemMessage } from './messages';
import { NewsletterEmailInput } from './NewsletterEmailInput';

/** The home page's newsletter section: the pitch, the sign-up form and the shop's figures. */
export function NewsletterSection() {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-brand-800 text-white">
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-12 px-4 py-20 lg:grid-cols-2 lg:items-center">
        <div>
          <span className="inline-flex size-12 items-center justify-center rounded-full bg-white/10">
            <Icon name="mail" className="size-6" />
          </span>
          <h2 id={headingId} className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('newsletter.section.heading')}
          </h2>
          <p className="mt-4 text-lg text-brand-50">{t('newsletter.section.pitch')}</p>
          <NewsletterForm />
        </div>
        <div>
          <h3 className="sr-only">{t('newsletter.section.statsLabel')}</h3>
          <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,8rem),1fr))] gap-4">
            <HomeFigures
              stats={homeFacts().newsletterStats}
              item="flex flex-col-reverse rounded-2xl bg-white/10 p-6 text-center"
              label="mt-1 text-sm text-brand-100"
              figure="text-3xl font-bold"
            />
          </dl>
        </div>
      </div>
    </section>
  );
}

function NewsletterForm() {
  const t = useT();
  const { pending, subscribe } = useNewsletterSubscription();
  const [email, setEmail] = useState('');
  // The outcome, not its text, is kept so the message follows a language switch.
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const inputId = useId();
  const messageId = useId();
  const failed = outcome !== null && outcome.kind !== 'subscribed' && outcome.kind !== 'confirmation_sent';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await subscribe(email);
    if (!result) return;
    if (result.kind === 'subscribed') setEmail('');
    setOutcome(result);
  }

  return (
    // noValidate: the browser's own bubbles are untranslated; core validation gives the shop's messages.
    <form noValidate onSubmit={onSubmit} className="mt-8">
      <label htmlFor={inputId} className="block text-sm font-medium text-brand-50">
        {t('newsletter.emailLabel')}
      </label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <NewsletterEmailInput
          id={inputId}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={failed && outcome.kind === 'invalid'}
          aria-describedby={messageId}
          className="min-w-0 flex-1 rounded-full bg-white px-5 py-3 text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" disabled={pending} className={`${buttonStyles.secondary} ${buttonSizes.lg}`}>
          {pending ? t('newsletter.subscribing') : t('newsletter.subscribe')}
        </button>
      </div>
      <p id={messageId} aria-live="polite" className="mt-4 text-sm">
        {outcome?.kind === 'subscribed' && (
          <span className="inline-block rounded-lg bg-white px-3 py-2 text-brand-800">
            {t('newsletter.section.success')}{' '}
            <strong dir="ltr" className="font-mono text-base tracking-wider">
              {outcome.couponCode}
            </strong>
            <span className="mt-1 block text-slate-700">{t('newsletter.confirmHint')}</span>
          </span>
        )}
        {outcome?.kind === 'confirmation_sent' && (
          <span className="inline-block rounded-lg bg-white px-3 py-2 text-brand-800">{t('newsletter.confirmationSent')}</span>
        )}
        {failed && (
          <span className="inline-block rounded-lg bg-white px-3 py-2 text-red-700">
            {problemMessage(t, outcome, 'newsletter.section.error')}
          </span>
        )}
      </p>
    </form>
  );
}
