import type { InputHTMLAttributes } from 'react';
import { useT } from '../../i18n';

type InputProps = InputHTMLAttributes<HTMLInputElement>;

/** The id its form's label points at, the value, each form's own look, and how it marks the field invalid. */
type NewsletterEmailInputProps = Required<Pick<InputProps, 'id' | 'value' | 'onChange' | 'className'>> &
  Pick<InputProps, 'aria-invalid' | 'aria-describedby'>;

/** The newsletter forms' e-mail field: required, filled in by the browser, and left to right in Arabic too. */
export function NewsletterEmailInput(input: NewsletterEmailInputProps) {
  const t = useT();
  return <input {...input} type="email" required autoComplete="email" dir="ltr" placeholder={t('newsletter.emailPlaceholder')} />;
}
