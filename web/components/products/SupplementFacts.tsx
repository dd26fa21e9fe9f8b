import { useAtomValue } from 'jotai';
import { type ProductId, getProduct } from '../../../core/catalogue';
import { activeCatalogue } from '../../../core/catalogue-scope';
import type { Language } from '../../../core/language';
import type { FactsPanelRow } from '../../../core/shop-catalogue';
import type { DailyValue } from '../../../core/supplement-facts';
import { useT } from '../../i18n';
import { languageAtom } from '../../i18n/language';
import { formatNumber } from '../ui/format';

/** Sub-rows (saturated fat under total fat, EPA under omega-3) stand in from the start edge. */
const INDENT = ['ps-2 font-semibold', 'ps-6 font-normal', 'ps-10 font-normal'] as const;

/** A percent as the language writes it: `15%`, `15 %`, `15‎%‎`. */
const percent = (value: number, language: Language) => formatNumber(value / 100, language, { style: 'percent', maximumFractionDigits: 0 });

function DailyValueCell({ value }: { value: DailyValue }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  if (value.kind === 'percent') return <>{percent(value.percent, language)}</>;
  if (value.kind === 'lessThanOne') return <>{t('facts.panel.lessThan', { percent: percent(1, language) })}</>;
  if (value.kind === 'notDeclared') return null;
  return (
    <>
      <span aria-hidden="true">**</span>
      <span className="sr-only">{t('facts.panel.notEstablished')}</span>
    </>
  );
}

function NutrientRow({ line }: { line: FactsPanelRow }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const amount = t(line.unitKey, { amount: formatNumber(line.amount, language) });
  const name = line.sourceKey ? t('facts.panel.withSource', { nutrient: t(line.nameKey), source: t(line.sourceKey) }) : t(line.nameKey);
  return (
    <tr className="border-t border-slate-300">
      {/* A long chemical name (« acide eicosapentaénoïque ») may break anywhere rather than widen a phone's panel. */}
      <th scope="row" className={`py-1.5 pe-2 text-start align-top [overflow-wrap:anywhere] ${INDENT[line.indent] ?? INDENT[0]}`}>
        {line.included ? t('facts.panel.includes', { amount, nutrient: name }) : name}
      </th>
      <td className="px-2 py-1.5 text-end align-top">{line.included ? null : amount}</td>
      <td className="px-2 py-1.5 text-end align-top font-semibold">
        <DailyValueCell value={line.dailyValue} />
        {line.calorieBased && <span aria-hidden="true">*</span>}
      </td>
    </tr>
  );
}

/**
 * The product's Supplement Facts label (the published catalogue's panel, core/shop-catalogue.ts): a table with the serving, the dietary
 * ingredients, their amounts and % Daily Values, then the other ingredients, the allergens and the
 * warnings. It sits in a disclosure, closed at first, below the benefits. Needs the deferred texts
 * (web/i18n/deferred.ts), which the benefits dialog imports.
 */
export function SupplementFacts({ productId }: { productId: ProductId }) {
  const t = useT();
  const language = useAtomValue(languageAtom);
  const facts = activeCatalogue().panels[productId];
  const product = getProduct(productId);
  if (!facts || !product) return null;
  const withoutDailyValue = facts.rows.some((line) => line.dailyValue.kind === 'notEstablished');
  const calorieBased = facts.rows.some((line) => line.calorieBased);
  return (
    <details className="rounded-2xl border border-slate-200">
      <summary className="cursor-pointer rounded-2xl px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50">
        {t('facts.panel.disclosure')}
      </summary>
      <div className="space-y-4 border-t border-slate-200 p-3 text-sm text-slate-700 sm:p-4">
        <div className="border-2 border-slate-900 p-1 text-slate-900">
          <table className="w-full border-collapse">
            <caption className="pb-1 text-start">
              <span aria-hidden="true" className="block text-2xl font-black text-slate-900">
                {t('facts.panel.title')}
              </span>
              <span className="sr-only">{t('facts.panel.caption', { product: t(product.nameKey) })}</span>
            </caption>
            <thead>
              <tr>
                <th scope="row" className="px-2 pt-2 text-start font-normal">
                  {t('facts.panel.servingSize')}
                </th>
                <td colSpan={2} className="px-2 pt-2 text-end">
                  {t(facts.servingSizeKey)}
                </td>
              </tr>
              <tr className="border-b-8 border-slate-900">
                <th scope="row" className="px-2 pb-2 text-start font-normal">
                  {t('facts.panel.servingsPerContainer')}
                </th>
                <td colSpan={2} className="px-2 pb-2 text-end">
                  {formatNumber(facts.servingsPerContainer, language)}
                </td>
              </tr>
              <tr className="text-xs">
                <th scope="col" className="px-2 py-1 text-start font-semibold">
                  <span className="sr-only">{t('facts.panel.ingredient')}</span>
                </th>
                <th scope="col" className="px-2 py-1 text-end align-bottom font-semibold">
                  {t('facts.panel.amountPerServing')}
                </th>
                <th scope="col" className="px-2 py-1 text-end align-bottom font-semibold">
                  {t('facts.panel.dailyValue')}
                </th>
              </tr>
            </thead>
            <tbody className="border-b-4 border-slate-900">
              {facts.calories !== null && (
                <tr className="border-t border-slate-300">
                  <th scope="row" className="px-2 py-1.5 text-start font-semibold">
                    {t('facts.panel.calories')}
                  </th>
                  <td className="px-2 py-1.5 text-end">{formatNumber(facts.calories, language)}</td>
                  <td className="px-2 py-1.5" />
                </tr>
              )}
              {facts.rows.map((line) => (
                <NutrientRow key={line.nameKey} line={line} />
              ))}
            </tbody>
            {(calorieBased || withoutDailyValue) && (
              <tfoot>
                {calorieBased && (
                  <tr>
                    <td colSpan={3} className="px-2 pt-1.5 text-start text-xs">
                      {t('facts.panel.calorieFootnote')}
                    </td>
                  </tr>
                )}
                {withoutDailyValue && (
                  <tr>
                    <td colSpan={3} className="px-2 py-1.5 text-start text-xs">
                      {t('facts.panel.footnote')}
                    </td>
                  </tr>
                )}
              </tfoot>
            )}
          </table>
        </div>

        <div>
          <h3 className="font-semibold text-slate-900">{t('facts.panel.otherIngredients')}</h3>
          <p className="mt-1">{t(facts.otherIngredientsKey)}</p>
          {facts.allergensKey && <p className="mt-2 font-semibold text-slate-900">{t(facts.allergensKey)}</p>}
        </div>

        <div>
          <h3 className="font-semibold text-slate-900">{t('facts.panel.warnings')}</h3>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            {facts.warningKeys.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </div>

        {/* Directive 2002/46/EC, art. 6(3): the shop ships to the EU, whatever language its shopper reads. */}
        <div>
          <h3 className="font-semibold text-slate-900">{t('facts.eu.heading')}</h3>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            <li>{t('facts.eu.dailyDose', { serving: t(facts.servingSizeKey) })}</li>
            <li>{t('facts.eu.doNotExceed')}</li>
            <li>{t('facts.eu.notASubstitute')}</li>
            <li>{t('facts.eu.children')}</li>
          </ul>
        </div>
      </div>
    </details>
  );
}
