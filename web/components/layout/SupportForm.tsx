import { useAtomValue } from 'jotai';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { SupportAnswer } from '../../../core/api/support';
import { SUPPORT } from '../../../core/content';
import { localeOf } from '../../../core/language';
import { type SupportCode, validateSupportRequest } from '../../../core/support';
import { type MessageKey, useT } from '../../i18n';
import '../../i18n/deferred';
import { languageAtom } from '../../i18n/language';
import { ApiRequestError, call } from '../../lib/api';
import { isClientBurst } from '../../lib/error-messages';
import { Field, FormMessage } from '../account/Field';
import { buttonSizes, buttonStyles } from '../ui/styles';

type Sending =
  { kind: 'idle' } | { kind: 'busy' } | { kind: 'sent'; answer: SupportAnswer } | { kind: 'refused'; message: MessageKey; field?: Field };

type Field = 'email' | 'reference' | 'subject' | 'message';

const FIELD_OF: Record<SupportCode, Field | undefined> = {
  email_required: 'email',
  email_invalid: 'email',
  email_length: 'email',
  order_reference_invalid: 'reference',
  subject_required: 'subject',
  subject_too_long: 'subject',
  message_required: 'message',
  message_too_long: 'message',
  invalid_characters: undefined,
};

/** As the account forms' Field draws its input. */
const INPUT =
  'block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-slate-900 shadow-sm transition-colors focus:border-brand-600 aria-invalid:border-red-600';

const isSupportCode = (code: string): code is SupportCode => code in FIELD_OF;

function messageOf(code: SupportCode): MessageKey {
  return code.startsWith('email_')
    ? `validation.${code as 'email_required'}`
    : `store.service.contact.errors.${code as 'subject_required'}`;
}

function refusalOf(error: unknown): Extract<Sending, { kind: 'refused' }> {
  if (error instanceof ApiRequestError && isSupportCode(error.code))
    return { kind: 'refused', message: messageOf(error.code), field: FIELD_OF[error.code] };
  if (isClientBurst(error)) return { kind: 'refused', message: 'cart.errors.tooManyRequests' };
  const network = !(error instanceof ApiRequestError) || error.code === 'network_error';
  return { kind: 'refused', message: network ? 'cart.errors.network' : 'auth.messages.unexpected' };
}

/**
 * "Write to us": the footer's contact form (POST /api/support). The same rules as the worker's are checked
 * first (core/support.ts), so a mistake is named at once; the worker's answer says when a reply is due.
 */
export function SupportForm() {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const messageId = useId();
  const hintId = useId();
  const textareaId = useId();
  const referenceId = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const [sending, setSending] = useState<Sending>({ kind: 'idle' });
  useEffect(() => {
    if (sending.kind === 'sent') doneRef.current?.focus();
  }, [sending]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const input = { email: text('email'), orderReference: text('reference'), subject: text('subject'), message: text('message') };
    const checked = validateSupportRequest(input);
    if (!checked.ok) return setSending({ kind: 'refused', message: messageOf(checked.code), field: FIELD_OF[checked.code] });
    setSending({ kind: 'busy' });
    try {
      const answer = await call('POST /api/support', { body: { ...input, language } });
      setSending({ kind: 'sent', answer });
    } catch (error) {
      setSending(refusalOf(error));
    }
  };

  if (sending.kind === 'sent') {
    const date = new Intl.DateTimeFormat(localeOf(language), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: SUPPORT.timeZone,
      timeZoneName: 'short',
    }).format(new Date(sending.answer.promisedBy));
    return (
      <div className="space-y-3 rounded-2xl bg-brand-50 p-4 text-brand-900">
        <p ref={doneRef} tabIndex={-1} role="status" className="font-semibold">
          {t('store.service.contact.sent', { date })}
        </p>
        {sending.answer.member && <p>{t('store.service.contact.sentMember')}</p>}
        <button type="button" onClick={() => setSending({ kind: 'idle' })} className={`${buttonStyles.secondary} ${buttonSizes.md}`}>
          {t('store.service.contact.again')}
        </button>
      </div>
    );
  }

  const refused = sending.kind === 'refused' ? sending : null;
  const errorFor = (field: Field) => (refused && (refused.field === field || !refused.field) ? messageId : undefined);
  return (
    <section aria-labelledby={`${messageId}-heading`} className="space-y-4">
      <h3 id={`${messageId}-heading`} className="font-semibold text-slate-900">
        {t('store.service.contact.heading')}
      </h3>
      <p>{t('store.service.contact.intro')}</p>
      <p className="text-sm">{t('store.service.contact.memberPromise')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <Field
          label={t('store.service.contact.email')}
          name="email"
          type="email"
          autoComplete="email"
          dir="ltr"
          errorId={errorFor('email')}
        />
        <div className="space-y-1.5">
          <label htmlFor={referenceId} className="block text-sm font-medium text-slate-800">
            {t('store.service.contact.reference')}
          </label>
          <input
            id={referenceId}
            name="reference"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            aria-invalid={refused?.field === 'reference' ? true : undefined}
            aria-describedby={refused?.field === 'reference' ? messageId : undefined}
            className={INPUT}
          />
        </div>
        <Field label={t('store.service.contact.subject')} name="subject" maxLength={120} errorId={errorFor('subject')} />
        <div className="space-y-1.5">
          <label htmlFor={textareaId} className="block text-sm font-medium text-slate-800">
            {t('store.service.contact.message')}
          </label>
          <textarea
            id={textareaId}
            name="message"
            required
            rows={5}
            maxLength={4000}
            aria-invalid={errorFor('message') ? true : undefined}
            aria-describedby={[errorFor('message'), hintId].filter(Boolean).join(' ')}
            className={INPUT}
          />
          <p id={hintId} className="text-sm text-slate-600">
            {t('store.service.contact.messageHint')}
          </p>
        </div>
        <FormMessage id={messageId} message={refused ? t(refused.message) : null} />
        <button type="submit" disabled={sending.kind === 'busy'} className={`${buttonStyles.primary} ${buttonSizes.md}`}>
          {sending.kind === 'busy' ? t('store.service.contact.sending') : t('store.service.contact.submit')}
        </button>
      </form>
    </section>
  );
}
