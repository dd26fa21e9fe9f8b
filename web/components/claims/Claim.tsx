import { type ReactNode, createContext, useContext } from 'react';
import { isClaim } from '../../../core/claims';
import { type MessageKey, useT } from '../../i18n';

/** The id of the FDA notice a dagger leads to: the page's (in the footer), or a dialog's own. */
const NoticeTarget = createContext('fda-notice');

/** Inside a dialog, daggers lead to the dialog's own notice (the page behind it is out of reach). */
export function ClaimsIn({ noticeId, children }: { noticeId: string; children: ReactNode }) {
  return <NoticeTarget value={noticeId}>{children}</NoticeTarget>;
}

/** The dagger after a claim: a link to the notice, named for screen readers rather than read as a symbol. */
export function ClaimDagger() {
  const t = useT();
  return (
    <a href={`#${useContext(NoticeTarget)}`} className="ms-0.5 font-semibold text-brand-800 no-underline hover:underline">
      <sup aria-hidden="true">†</sup>
      <span className="sr-only">{t('store.claims.reference')}</span>
    </a>
  );
}

/**
 * A translated text, with its dagger when it is a structure/function claim (core/claims.ts). `clamp`
 * limits the text to a few lines while the dagger stays in view after it.
 */
export function ClaimText({ textKey, className = '', clamp }: { textKey: MessageKey; className?: string; clamp?: string }) {
  const t = useT();
  if (!isClaim(textKey)) return <span className={`${className} ${clamp ?? ''}`}>{t(textKey)}</span>;
  return clamp ? (
    <span className={`flex items-start ${className}`}>
      <span className={clamp}>{t(textKey)}</span>
      <ClaimDagger />
    </span>
  ) : (
    <span className={className}>
      {t(textKey)}
      <ClaimDagger />
    </span>
  );
}
