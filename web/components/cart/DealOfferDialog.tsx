import { useAtomValue } from 'jotai';
import type { RefObject } from 'react';
import { formatPrice } from '../../../core/money';
import { LAST_CHANCE_DEAL_PERCENT, LAST_CHANCE_DEAL_VALID_MINUTES } from '../../../core/price-rules';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import Modal from '../ui/Modal';
import { buttonSizes, buttonStyles } from '../ui/styles';

interface DealOfferDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  returnFocusRef: RefObject<HTMLElement | null>;
  totalCents: number;
  savingsCents: number;
  claiming: boolean;
  onClaim(): void;
  onSkip(): void;
}

/** 'Claim your deal': 25% off subtotal + shipping, shown before checkout. Closing it is the same as declining for now. */
export function DealOfferDialog({
  open,
  onOpenChange,
  returnFocusRef,
  totalCents,
  savingsCents,
  claiming,
  onClaim,
  onSkip,
}: DealOfferDialogProps) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const money = (cents: number) => formatPrice(cents, language);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocusRef={returnFocusRef}
      width="md"
      title={t('cart.deal.title')}
      description={t('cart.deal.description', { percent: LAST_CHANCE_DEAL_PERCENT, count: LAST_CHANCE_DEAL_VALID_MINUTES })}
    >
      <dl className="space-y-1 rounded-2xl bg-brand-50 p-4">
        <div className="flex justify-between gap-4 text-slate-600">
          <dt>{t('cart.deal.was')}</dt>
          <dd className="tabular-nums line-through">{money(totalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-lg font-bold text-slate-900">
          <dt>{t('cart.deal.now')}</dt>
          <dd className="tabular-nums">{money(totalCents - savingsCents)}</dd>
        </div>
      </dl>
      <p className="mt-3 text-center font-semibold text-brand-800">{t('cart.deal.savings', { amount: money(savingsCents) })}</p>
      <div className="mt-6 flex flex-col gap-2">
        <button type="button" onClick={onClaim} disabled={claiming} className={`${buttonStyles.primary} ${buttonSizes.lg}`}>
          {claiming ? t('cart.deal.claiming') : t('cart.deal.claim', { percent: LAST_CHANCE_DEAL_PERCENT })}
        </button>
        <button type="button" onClick={onSkip} disabled={claiming} className={`${buttonStyles.ghost} ${buttonSizes.md}`}>
          {t('cart.deal.skip')}
        </button>
      </div>
    </Modal>
  );
}
