import { useAtomValue } from 'jotai';
import type { Product } from '../../../core/catalogue';
import { inEarlyAccess } from '../../../core/early-access';
import { localeOf } from '../../../core/language';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';

/**
 * "Members' early access until …" while only members may buy the product (core/early-access.ts), the date in
 * the page's language, as the shop counts it (UTC); nothing once it is sold to everyone.
 */
export function EarlyAccessNote({ product }: { product: Product }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  if (!product.earlyAccessUntil || !inEarlyAccess(product, Date.now())) return null;
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(product.earlyAccessUntil),
  );
  return (
    <p className="w-fit rounded-md bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">{t('store.earlyAccess.note', { date })}</p>
  );
}
