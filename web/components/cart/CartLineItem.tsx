import { useAtomValue, useSetAtom } from 'jotai';
import { formatPrice } from '../../../core/money';
import { MAX_LINE_QUANTITY } from '../../../core/price-rules';
import { useT } from '../../i18n';
import type { CartLine } from '../../../core/api/checkout';
import { cartLinesAtom, lineKey } from '../../state/cart';
import { cartPriceAtom } from '../../state/cart-price';
import { removeFromCartAtom, setQuantityAtom } from '../../state/cart-edit';
import { languageAtom } from '../../i18n/language';
import { useLineShortage } from '../../state/stock';
import { StockNote } from '../products/StockNote';
import { formatNumber } from '../ui/format';
import { Icon } from '../ui/Icon';
import { lineDisplay } from './line-display';

const stepButton =
  'inline-flex size-8 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

/** The member price this line is charged at (core/pricing.ts), or null when another price rule priced it. */
function useMemberUnitCents(key: string): number | null {
  const index = useAtomValue(cartLinesAtom).findIndex((line) => lineKey(line) === key);
  const price = useAtomValue(cartPriceAtom);
  return price?.lineRules[index] === 'member' ? price.lineItems[index].unitCents : null;
}

/**
 * One cart row: image, name, unit price, − / + (− stops at 1; remove takes the line out), line total. A member's
 * line priced at the member price says so, the regular price struck through beside it.
 * At 1 and at the most a step button is aria-disabled, not disabled: disabling the focused button would
 * drop keyboard focus out of the drawer (WCAG 2.4.3).
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const setQuantity = useSetAtom(setQuantityAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const key = lineKey(line);
  const { nameKey, image, unitCents: regularCents, isPackage } = lineDisplay(line);
  const memberCents = useMemberUnitCents(key);
  const unitCents = memberCents ?? regularCents;
  const name = t(nameKey);
  const shortage = useLineShortage(line);
  const atOne = line.quantity <= 1;
  const atMost = line.quantity >= MAX_LINE_QUANTITY;
  return (
    <li className="flex gap-4 py-4">
      <img src={image.src} width={64} height={64} alt="" className="size-16 shrink-0 rounded-2xl bg-brand-50 object-contain p-1" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{name}</p>
        {isPackage && <p className="text-xs font-semibold text-brand-700">{t('cart.line.package')}</p>}
        {memberCents === null ? (
          <p className="text-sm text-slate-600">{t('cart.line.each', { price: formatPrice(unitCents, language) })}</p>
        ) : (
          <p className="flex flex-wrap gap-x-2 text-sm">
            <span className="font-semibold text-brand-800">{t('cart.line.memberEach', { price: formatPrice(memberCents, language) })}</span>
            <span className="sr-only">{t('store.price.original')}</span>
            <s className="text-slate-500">{formatPrice(regularCents, language)}</s>
          </p>
        )}
        <StockNote availability={shortage} />
        <div className="mt-2 flex items-center gap-2">
          <div
            role="group"
            aria-label={t('cart.line.quantity', { name })}
            className="inline-flex items-center rounded-full border border-slate-200"
          >
            <button
              type="button"
              aria-label={t('cart.line.decrease', { name })}
              aria-disabled={atOne}
              onClick={() => !atOne && setQuantity({ key, quantity: line.quantity - 1 })}
              className={stepButton}
            >
              <Icon name="minus" className="size-4" />
            </button>
            <span aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
              {formatNumber(line.quantity, language)}
            </span>
            <button
              type="button"
              aria-label={t('cart.line.increase', { name })}
              aria-disabled={atMost}
              onClick={() => !atMost && setQuantity({ key, quantity: line.quantity + 1 })}
              className={stepButton}
            >
              <Icon name="plus" className="size-4" />
            </button>
          </div>
          <button
            type="button"
            aria-label={t('cart.line.remove', { name })}
            onClick={() => remove(key)}
            className="inline-flex size-8 items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-red-50 hover:text-red-700"
          >
            <Icon name="trash" className="size-4" />
          </button>
        </div>
      </div>
      <p className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatPrice(unitCents * line.quantity, language)}</p>
    </li>
  );
}
