import { type DailyValue, NUTRIENTS, NUTRIENT_IDS, type NutrientId, dailyValue } from '../supplement-facts';

/**
 * The % Daily Value is never stored in the catalogue document: a facts row names the FDA nutrient it is
 * (its `dvKey`) and the percent comes from the reference values in core/supplement-facts.ts, rounded as
 * labels round them. A row without one shows "Daily Value not established".
 */

/** The nutrients FDA gives a reference daily value: the only ones a row's `dvKey` may name. */
export const DAILY_VALUE_NUTRIENT_IDS = NUTRIENT_IDS.filter((id) => NUTRIENTS[id].dailyValue !== null) as [NutrientId, ...NutrientId[]];

/**
 * The % Daily Value a facts row shows. Protein's is of its PDCAAS-corrected amount, amount × PDCAAS
 * (21 CFR 101.9(c)(7)(ii)); a protein row without a PDCAAS declares none, as a label may when it makes no
 * protein claim (101.9(c)(7)(i)): an uncorrected percent would overstate a protein such as collagen.
 */
export function dailyValueOfRow(row: {
  readonly amount: number;
  readonly dvKey?: NutrientId;
  readonly pdcaas?: number | null;
}): DailyValue {
  if (row.dvKey === undefined) return { kind: 'notEstablished' };
  if (row.dvKey !== 'protein') return dailyValue(row.dvKey, row.amount);
  return row.pdcaas == null ? { kind: 'notDeclared' } : dailyValue('protein', row.amount * row.pdcaas);
}

/** The unit a row naming this nutrient must be in: the unit of its reference value. */
export function dailyValueUnit(id: NutrientId) {
  return NUTRIENTS[id].unit;
}
