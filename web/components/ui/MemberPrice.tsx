import { useAtomValue } from 'jotai';
import { memberPercent } from '../../../core/catalogue';
import { formatPrice } from '../../../core/money';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { useAfterHydration } from '../../lib/useAfterHydration';
import { authAtom } from '../../state/auth';
import { SectionLink } from './SectionLink';

/**
 * What a member pays, under the regular price. Pages are rendered once per catalogue version for everyone, so
 * everyone sees it; whoever is not known to be a member also gets the link to the plans that make it theirs (kept
 * while React adopts the page as rendered, which has it).
 */
export function MemberPrice({ cents }: { cents: number }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const auth = useAtomValue(authAtom);
  const member = useAfterHydration() && auth.status === 'signedIn' && auth.user.member;
  return (
    <div className="text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold text-brand-800">{t('store.price.member')}</span>
        <span className="font-bold text-slate-900">{formatPrice(cents, language)}</span>
      </p>
      {!member && (
        <SectionLink section="plans" className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {t('store.price.join', { percent: memberPercent() })}
        </SectionLink>
      )}
    </div>
  );
}
