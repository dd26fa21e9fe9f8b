import { describe, expect, it } from 'vitest';
import { type FactsRow, dailyValueOfRow } from '../../core/catalogue-document';
import { seedDocument } from './seed-document';

const rowsOf = (slug: string) => seedDocument().products.find((product) => product.slug === slug)!.facts!.rows;
const row = (slug: string, english: string): FactsRow => rowsOf(slug).find((candidate) => candidate.nutrient.en === english)!;

describe('% Daily Value of a facts row, computed from the FDA reference values and never stored', () => {
  it.each([
    ['multivitamin', 'Vitamin D', 125],
    ['multivitamin', 'Vitamin B12', 250],
    ['multivitamin', 'Copper', 100],
    ['multivitamin', 'Calcium', 15],
    ['whey-vanilla', 'Protein', 48],
    ['whey-vanilla', 'Added Sugars', 0],
    ['magnesium-gummies', 'Magnesium', 24],
    ['beauty-complex', 'Biotin', 8333],
  ])('%s, %s: %i%%', (slug, nutrient, percent) => {
    expect(dailyValueOfRow(row(slug, nutrient))).toEqual({ kind: 'percent', percent });
  });

  it('writes under 1% of the reference as "<1%"', () => {
    expect(dailyValueOfRow(row('protein-gummies-mango', 'Sodium'))).toEqual({ kind: 'lessThanOne' });
  });

  it('follows the amount the operator types: the percent is never a stored figure that could go stale', () => {
    expect(dailyValueOfRow({ ...row('multivitamin', 'Vitamin C'), amount: 45 })).toEqual({ kind: 'percent', percent: 50 });
  });

  it.each([
    ['whey-chocolate', 'Total Sugars'],
    ['creatine-gummies', 'Creatine Monohydrate'],
    ['pre-workout', 'Caffeine'],
    ['omega-3-plus', 'EPA (Eicosapentaenoic Acid)'],
  ])('%s, %s: Daily Value not established (the panel marks the row "**", as † is the claims\' dagger)', (slug, nutrient) => {
    const found = row(slug, nutrient);
    expect(found.dvKey).toBeUndefined();
    expect(dailyValueOfRow(found)).toEqual({ kind: 'notEstablished' });
  });
});

describe('% Daily Value of protein, corrected by its PDCAAS (21 CFR 101.9(c)(7)(ii))', () => {
  it.each([
    // 24 g × 1 / 50 g.
    ['whey-vanilla', 1, 48],
    // 8 g of whey isolate and gelatin × 0.6 / 50 g = 9.6 %, where 8 g uncorrected would read 16 %.
    ['protein-gummies-mango', 0.6, 10],
    // Collagen lacks tryptophan: its 2 g count for nothing.
    ['collagen-gummies', 0, 0],
  ])('%s (PDCAAS %d): %i%%', (slug, pdcaas, percent) => {
    const protein = row(slug, 'Protein');
    expect(protein.pdcaas).toBe(pdcaas);
    expect(dailyValueOfRow(protein)).toEqual({ kind: 'percent', percent });
  });

  it('follows the PDCAAS the operator types', () => {
    expect(dailyValueOfRow({ ...row('protein-gummies-mango', 'Protein'), pdcaas: 0.9 })).toEqual({ kind: 'percent', percent: 14 });
  });

  it('declares none without a PDCAAS: an uncorrected percent would overstate the protein', () => {
    expect(dailyValueOfRow({ ...row('collagen-gummies', 'Protein'), pdcaas: undefined })).toEqual({ kind: 'notDeclared' });
    expect(dailyValueOfRow({ ...row('whey-vanilla', 'Protein'), pdcaas: null })).toEqual({ kind: 'notDeclared' });
  });
});
