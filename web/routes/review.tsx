import { createFileRoute } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { OwnReview, ReviewLinkAnswer } from '../../core/api/review-links';
import { REVIEW_LINK_DAYS } from '../../core/reviews';
import { hideLinkToken, linkToken } from '../components/account/link-token';
import { ReviewForm } from '../components/review-form/ReviewForm';
import { reviewErrorKey } from '../components/review-form/review-errors';
import { WithdrawReview } from '../components/review-form/WithdrawReview';
import { card } from '../components/ui/styles';
import { type MessageKey, useT } from '../i18n';
import { languageAtom } from '../i18n/language';
import { call } from '../lib/api';

export const Route = createFileRoute('/review')({ component: ReviewPage });

type State =
  | { kind: 'loading' }
  | { kind: 'refused'; message: MessageKey }
  | { kind: 'ready'; link: ReviewLinkAnswer; outcome: 'sent' | 'saved' | 'withdrawn' | null };

/**
 * The page an invitation's link opens (`/review#token=…`, the token in the fragment as /auth/reset's): what the
 * link is for, then the form to write, edit or withdraw the review. No account is needed: the link is the proof
 * of purchase. A bad, expired or used link says so and stores nothing; past its 90 days, a review written through it
 * can still be withdrawn.
 */
function ReviewPage() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const [token] = useState(linkToken);
  const [state, setState] = useState<State>(token ? { kind: 'loading' } : { kind: 'refused', message: 'auth.reviewForm.errors.invalid' });

  useEffect(hideLinkToken, []);
  useEffect(() => {
    if (!token) return;
    let current = true;
    call('GET /api/reviews/:token', { params: { token }, query: { language } }).then(
      (link) => current && setState((now) => ({ kind: 'ready', link, outcome: now.kind === 'ready' ? now.outcome : null })),
      (error: unknown) => current && setState({ kind: 'refused', message: reviewErrorKey(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, language]);

  const changed = (review: OwnReview, outcome: 'sent' | 'saved' | 'withdrawn') =>
    setState((now) => (now.kind === 'ready' ? { kind: 'ready', link: { ...now.link, review }, outcome } : now));

  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <div className={`${card} space-y-6 p-8`}>
          <h1 className="text-2xl font-extrabold text-slate-900">{t('auth.reviewForm.title')}</h1>
          {state.kind === 'loading' && (
            <p role="status" className="text-slate-600">
              {t('auth.reviewForm.loading')}
            </p>
          )}
          {state.kind === 'refused' && (
            <p role="alert" className="text-red-700">
              {t(state.message, { days: REVIEW_LINK_DAYS })}
            </p>
          )}
          {state.kind === 'ready' && token && (
            <>
              <div className="flex items-center gap-4">
                {state.link.product.image && (
                  <img
                    src={state.link.product.image.src}
                    width={state.link.product.image.width}
                    height={state.link.product.image.height}
                    alt={state.link.product.image.alt}
                    className="size-20 rounded-xl bg-slate-100 object-contain"
                  />
                )}
                <p className="font-semibold text-slate-900">{t('auth.reviewForm.product', { product: state.link.product.name })}</p>
              </div>
              <p className="text-slate-700">{t('auth.reviewForm.intro')}</p>
              <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">{t('auth.reviewForm.incentive')}</p>
              <div role="status" className="space-y-1">
                {state.outcome && <p className="font-semibold text-brand-800">{t(`auth.reviewForm.${state.outcome}`)}</p>}
                {state.link.review && (
                  <p className="text-sm text-slate-600">
                    {t('auth.reviewForm.status', { status: t(`auth.reviewForm.statuses.${state.link.review.status}`) })}
                  </p>
                )}
              </div>
              {state.link.review?.status !== 'withdrawn' &&
                (Date.parse(state.link.expiresAt) > Date.now() ? (
                  <ReviewForm
                    key={state.link.review?.updatedAt ?? 'new'}
                    token={token}
                    link={state.link}
                    language={language}
                    onChange={changed}
                  />
                ) : (
                  <>
                    <p className="text-slate-700">{t('auth.reviewForm.expiredWithdraw', { days: REVIEW_LINK_DAYS })}</p>
                    <WithdrawReview token={token} onWithdrawn={(review) => changed(review, 'withdrawn')} />
                  </>
                ))}
            </>
          )}
        </div>
      </div>
    </div>
  );
}
