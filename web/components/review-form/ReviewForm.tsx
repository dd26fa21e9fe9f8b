import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { OwnReview, ReviewLinkAnswer } from '../../../core/api/review-links';
import { LANGUAGES, type Language, nativeNameOf } from '../../../core/language';
import { REVIEW_LINK_DAYS, REVIEW_NAME_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN, REVIEW_TITLE_MAX } from '../../../core/reviews';
import { type MessageKey, useT } from '../../i18n';
import { call } from '../../lib/api';
import { formatNumber } from '../ui/format';
import { buttonSizes, buttonStyles } from '../ui/styles';
import { reviewErrorKey } from './review-errors';
import { StarRadios } from './StarRadios';
import { WithdrawReview } from './WithdrawReview';

type Field = 'rating' | 'title' | 'body' | 'displayName';
type Errors = Partial<Record<Field, string>>;

const inputClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 aria-invalid:border-red-600';

/** A labelled field with its hint and its own error, which it is described by. */
function Labelled(props: { id: string; label: string; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      {props.children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="text-sm text-slate-600">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

const describedBy = (id: string, error: string | undefined, hint = false) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

/**
 * The form of one review link: stars, title, text (with a live count), the name to show and the language written
 * in. Checked here as the worker checks it (core/api/reviews.ts), each problem shown under its field; a new review
 * is sent with POST, a written one edited with PUT or withdrawn with DELETE. Plain text only: React prints it.
 */
export function ReviewForm(props: {
  token: string;
  link: ReviewLinkAnswer;
  language: Language;
  onChange: (review: OwnReview, outcome: 'sent' | 'saved' | 'withdrawn') => void;
}) {
  const { token, link } = props;
  const t = useT();
  const id = useId();
  const existing = link.review;
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [body, setBody] = useState(existing?.body ?? '');
  const [displayName, setDisplayName] = useState(existing?.displayName ?? link.defaultDisplayName);
  const [language, setLanguage] = useState<Language>(existing?.language ?? props.language);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const length = body.trim().length;

  function check(): Errors {
    const found: Errors = {};
    if (rating < 1 || rating > 5) found.rating = t('auth.reviewForm.errors.rating');
    if (!title.trim() || title.trim().length > REVIEW_TITLE_MAX) found.title = t('auth.reviewForm.errors.title', { max: REVIEW_TITLE_MAX });
    if (length < REVIEW_TEXT_MIN) found.body = t('auth.reviewForm.errors.bodyShort', { min: REVIEW_TEXT_MIN, length });
    else if (length > REVIEW_TEXT_MAX) found.body = t('auth.reviewForm.errors.bodyLong', { max: REVIEW_TEXT_MAX, length });
    if (!displayName.trim() || displayName.trim().length > REVIEW_NAME_MAX)
      found.displayName = t('auth.reviewForm.errors.name', { max: REVIEW_NAME_MAX });
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = check();
    setErrors(found);
    setFailure(null);
    const first = (['rating', 'title', 'body', 'displayName'] as const).find((field) => found[field]);
    if (first) {
      const target = fields.current[first];
      (target?.querySelector('input') ?? target)?.focus();
      return;
    }
    setBusy(true);
    const review = { rating, title, body, displayName, language };
    try {
      const answer = existing
        ? await call('PUT /api/reviews/:token', { params: { token }, body: review })
        : await call('POST /api/reviews/:token', { params: { token }, body: review });
      props.onChange(answer.review, existing ? 'saved' : 'sent');
    } catch (error) {
      setFailure(reviewErrorKey(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <div ref={(element) => void (fields.current.rating = element)}>
        <StarRadios value={rating} onChange={setRating} errorId={errors.rating ? `${id}-rating-error` : undefined} />
        {errors.rating && (
          <p id={`${id}-rating-error`} className="mt-1 text-sm font-medium text-red-700">
            {errors.rating}
          </p>
        )}
      </div>
      <Labelled id={`${id}-title`} label={t('auth.reviewForm.titleLabel')} error={errors.title}>
        <input
          id={`${id}-title`}
          ref={(element) => void (fields.current.title = element)}
          value={title}
          maxLength={REVIEW_TITLE_MAX}
          onChange={(event) => setTitle(event.target.value)}
          // Written in any language: each field takes the direction of what is typed ("Amira S." in an Arabic page).
          dir="auto"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy(`${id}-title`, errors.title)}
          className={inputClass}
        />
      </Labelled>
      <Labelled
        id={`${id}-body`}
        label={t('auth.reviewForm.bodyLabel')}
        error={errors.body}
        hint={
          <>
            {t('auth.reviewForm.bodyHint', { min: REVIEW_TEXT_MIN, max: formatNumber(REVIEW_TEXT_MAX, props.language) })}{' '}
            <span className={length > REVIEW_TEXT_MAX || (length > 0 && length < REVIEW_TEXT_MIN) ? 'font-semibold text-red-700' : ''}>
              {t('auth.reviewForm.counter', {
                length: formatNumber(length, props.language),
                max: formatNumber(REVIEW_TEXT_MAX, props.language),
              })}
            </span>
          </>
        }
      >
        <textarea
          id={`${id}-body`}
          ref={(element) => void (fields.current.body = element)}
          value={body}
          rows={7}
          onChange={(event) => setBody(event.target.value)}
          dir="auto"
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy(`${id}-body`, errors.body, true)}
          className={inputClass}
        />
      </Labelled>
      <Labelled id={`${id}-name`} label={t('auth.reviewForm.nameLabel')} hint={t('auth.reviewForm.nameHint')} error={errors.displayName}>
        <input
          id={`${id}-name`}
          ref={(element) => void (fields.current.displayName = element)}
          value={displayName}
          maxLength={REVIEW_NAME_MAX}
          autoComplete="off"
          onChange={(event) => setDisplayName(event.target.value)}
          dir="auto"
          aria-invalid={errors.displayName ? true : undefined}
          aria-describedby={describedBy(`${id}-name`, errors.displayName, true)}
          className={inputClass}
        />
      </Labelled>
      <Labelled id={`${id}-language`} label={t('auth.reviewForm.languageLabel')}>
        <select
          id={`${id}-language`}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
          className={inputClass}
        >
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {nativeNameOf(code)}
            </option>
          ))}
        </select>
      </Labelled>
      {failure && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
          {t(failure, { days: REVIEW_LINK_DAYS })}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} ${buttonSizes.lg}`}>
          {busy ? t('auth.reviewForm.busy') : t(existing ? 'auth.reviewForm.save' : 'auth.reviewForm.submit')}
        </button>
      </div>
      {existing && <WithdrawReview token={token} disabled={busy} onWithdrawn={(review) => props.onChange(review, 'withdrawn')} />}
    </form>
  );
}
