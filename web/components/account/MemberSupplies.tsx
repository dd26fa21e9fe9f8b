import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { SuppliesAnswer } from '../../../core/api/supplies';
import { categoryKey, getProduct, productCopy } from '../../../core/catalogue';
import type { Suggestion, Supply } from '../../../core/supplies';
import { type MessageKey, useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { call } from '../../lib/api';
import { ClaimText } from '../claims/Claim';
import { formatNumber } from '../ui/format';
import { formatDate } from './account-format';
import { SavedSwitch } from './SavedSwitch';

/** A member's supplies panel body (./SuppliesPanel.tsx): when each supply runs out, suggestions, and the reminder switch. */
export function MemberSupplies({ answer }: { answer: Extract<SuppliesAnswer, { member: true }> }) {
  const t = useT();
  return (
    <>
      <p className="text-slate-600">{t('auth.account.supplies.intro')}</p>
      <SupplyList supplies={answer.supplies} />
      {answer.suggestions.length > 0 && <Suggestions suggestions={answer.suggestions} />}
      <ReminderSwitch initial={answer.remindersOn} />
    </>
  );
}

function SupplyList({ supplies }: { supplies: readonly Supply[] }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  if (supplies.length === 0) return <p className="text-slate-600">{t('auth.account.supplies.none')}</p>;
  const now = Date.now();
  return (
    <ul className="divide-y divide-slate-100">
      {supplies.map((supply) => {
        const name = productCopy(supply.productId).name;
        const date = formatDate(supply.runsOutAt, language);
        const gone = Date.parse(supply.runsOutAt) <= now;
        return (
          <li key={`${supply.lineId}-${supply.productId}`} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
            <span>
              <span className="font-semibold text-slate-900">
                {t('auth.account.supplies.item', {
                  quantity: formatNumber(supply.containers, language),
                  product: t(name.key as MessageKey, name.params),
                })}
              </span>
              <span className="block text-sm text-slate-500">{t('auth.account.supplies.order', { reference: supply.orderReference })}</span>
            </span>
            <span className={gone ? 'text-slate-500' : 'font-semibold text-brand-800'}>
              {t(gone ? 'auth.account.supplies.ranOut' : 'auth.account.supplies.runsOut', { date })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function Suggestions({ suggestions }: { suggestions: readonly Suggestion[] }) {
  const t = useT();
  return (
    <div>
      <h3 className="font-bold text-slate-900">{t('auth.account.supplies.suggestions')}</h3>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2">
        {suggestions.map((suggestion) => {
          const product = getProduct(suggestion.productId);
          if (!product) return null;
          return (
            <li key={suggestion.productId} className="rounded-xl border border-slate-200 p-4">
              <Link
                to="/products/$slug"
                params={{ slug: product.slug }}
                className="font-semibold text-slate-900 underline-offset-4 hover:underline"
              >
                {t(product.nameKey)}
              </Link>
              <p className="text-sm text-slate-500">{t('auth.account.supplies.goal', { goal: t(categoryKey(suggestion.goal)) })}</p>
              <ul className="mt-2 list-disc space-y-1 ps-5 text-sm text-slate-700">
                {suggestion.reasonKeys.map((key) => (
                  <li key={key}>
                    <ClaimText textKey={key as MessageKey} />
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReminderSwitch({ initial }: { initial: boolean }) {
  const t = useT();
  return (
    <SavedSwitch
      initial={initial}
      save={async (on) => (await call('POST /api/account/supply-reminders', { body: { on } })).remindersOn}
      label={t('auth.account.supplies.reminders')}
      hint={t('auth.account.supplies.remindersHint')}
      failedText={t('auth.account.supplies.remindersFailed')}
    />
  );
}
