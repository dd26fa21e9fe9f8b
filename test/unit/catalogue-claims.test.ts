import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CatalogueDocument, catalogueProblems, withoutRetiredFields } from '../../core/catalogue-document';

/*
 * The label review of issue 40: what publish refuses in what a product says (claims without their dagger,
 * nutrient-content and superlative words the facts or sources do not support, drug wording, French claims
 * without their EU register entry, allergens unnamed) and in what the home page states (its figures).
 */

const read = (name: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '..', '..', 'catalogue', name), 'utf8')) as CatalogueDocument;
const problemsOf = (document: unknown) => catalogueProblems(document, { imageExists: () => true });
const pathsOf = (document: unknown) => problemsOf(document).map((problem) => problem.path);

/** Version 3 (the fixed catalogue, with its protein lines and source compounds), changed by `edit`. */
function edited(edit: (document: CatalogueDocument) => void): CatalogueDocument {
  const document = read('v3.json');
  edit(document);
  return document;
}
const index = (document: CatalogueDocument, slug: string) => document.products.findIndex((product) => product.slug === slug);
const V2 = read('v2.json');
const V3 = read('v3.json');
const MAGNESIUM = index(V3, 'magnesium-gummies');
const MANGO = index(V3, 'protein-gummies-mango');
const BERRY = index(V3, 'protein-gummies-mixed-berry');
const WHEY = index(V3, 'whey-vanilla');
const BCAA = index(V3, 'bcaa-gummies');
const COLLAGEN = index(V3, 'collagen-gummies');
const OMEGA = index(V3, 'omega-3-plus');
/** The products whose texts speak of their protein (a protein claim): the gummies and the wheys. */
const PROTEIN_CLAIMS = V3.products.flatMap((product, at) => (/^(?:protein-gummies|whey)-/.test(product.slug) ? [at] : []));
const proteinRow = (document: CatalogueDocument, at: number) =>
  document.products[at]!.facts!.rows.findIndex((row) => row.dvKey === 'protein');

describe('what publish refuses in what the shop says', () => {
  it('accepts version 3, the catalogue with the label review’s fixes', () => {
    expect(problemsOf(V3)).toEqual([]);
  });

  it('refuses a structure/function claim shown without its dagger, in every language, and in a badge', () => {
    const document = edited((d) => {
      d.products[MAGNESIUM]!.badge = { en: 'Sleep Support', fr: 'Spécial sommeil', ar: 'لنوم أفضل' };
      d.products[BERRY]!.texts.en.description = 'Chewy berry gummies: a tasty boost between meals.';
      d.products[BERRY]!.texts.ar.benefits[0]!.text = 'تمنحك دفعة من النشاط';
      d.products[BERRY]!.texts.fr.benefits[2]!.text = 'Soutient votre énergie';
    });
    expect(pathsOf(document)).toEqual([
      `products.${BERRY}.texts.en.description`,
      `products.${BERRY}.texts.fr.benefits.2.text`,
      `products.${BERRY}.texts.ar.benefits.0.text`,
      `products.${MAGNESIUM}.badge.en`,
      `products.${MAGNESIUM}.badge.fr`,
      `products.${MAGNESIUM}.badge.ar`,
    ]);
    expect(problemsOf(document)[0]!.message).toBe(
      'says “boost”, a structure/function claim: mark it as a claim so that its dagger and the FDA notice show',
    );
  });

  it('holds a package’s texts to the same wording, customer support not being a claim', () => {
    const document = edited((d) => {
      d.deals[0]!.texts.en.title = 'Sleep Pack';
      d.deals[0]!.texts.fr.description = 'Un pack qui renforce votre immunité.';
      d.deals[1]!.texts.ar.features[0]!.text = 'تدعم طاقتك';
      d.deals[1]!.texts.en.features[1]!.text = 'Proven formula';
    });
    expect(pathsOf(document)).toEqual([
      'deals.0.texts.en.title',
      'deals.0.texts.fr.description',
      'deals.1.texts.en.features.1.text',
      'deals.1.texts.ar.features.0.text',
    ]);
    expect(V3.deals[1]!.texts.en.features.map((feature) => feature.text)).toContain('Priority customer support');
  });

  it('lets a French benefit replace a claim with a text that claims nothing, and only French', () => {
    expect(pathsOf(edited((d) => (d.products[WHEY]!.texts.fr.benefits[0] = { text: 'Une whey à la vanille', claim: false })))).toEqual([]);
    expect(pathsOf(edited((d) => (d.products[WHEY]!.texts.fr.benefits[0] = { text: 'Soutient vos muscles', claim: false })))).toEqual([
      `products.${WHEY}.texts.fr.benefits.0.text`,
    ]);
    expect(pathsOf(edited((d) => (d.products[WHEY]!.texts.ar.benefits[0]!.claim = false)))).toEqual([
      `products.${WHEY}.texts.ar.benefits.0.claim`,
      `products.${WHEY}.texts.ar.benefits.0.text`,
    ]);
  });

  it('refuses sugar claims, and protein claims below 20 % of the Daily Value', () => {
    const document = edited((d) => {
      d.products[BERRY]!.texts.en.benefits[3]!.text = 'Low in sugar, big on flavor';
      d.products[BERRY]!.texts.fr.benefits[3]!.text = 'Faible teneur en sucres';
      d.products[MANGO]!.texts.en.description = 'Sun-ripened mango in a soft, protein-packed gummy.';
      d.products[MANGO]!.texts.ar.description = 'حبّة جيلي غنية بالبروتين';
      d.products[WHEY]!.texts.en.benefits[4]!.text = 'A quick, protein-rich breakfast';
    });
    expect(problemsOf(document)).toEqual([
      expect.objectContaining({
        path: `products.${BERRY}.texts.en.benefits.3.text`,
        message: expect.stringMatching(/^says “Low in sugar”/),
      }),
      expect.objectContaining({ path: `products.${BERRY}.texts.fr.benefits.3.text` }),
      {
        path: `products.${MANGO}.texts.en.description`,
        message:
          'says “protein-packed” on 10 % of the protein Daily Value: it needs at least 20 % (21 CFR 101.54); state the grams per serving',
      },
      expect.objectContaining({ path: `products.${MANGO}.texts.ar.description` }),
    ]);
  });

  it('refuses a superlative without its source, and takes it with one', () => {
    const proven = edited((d) => (d.products[BCAA]!.texts.en.benefits[4]!.text = 'Proven 2:1:1 BCAA ratio'));
    expect(problemsOf(proven)).toEqual([
      {
        path: `products.${BCAA}.texts.en.benefits.4.text`,
        message: "says “Proven” without naming its source: reword it, or name the award or study (a benefit's source)",
      },
    ]);
    proven.products[BCAA]!.texts.en.benefits[4]!.source = 'Blomstrand et al., J Nutr 2006;136:269S';
    expect(pathsOf(proven)).toEqual([]);
    expect(pathsOf(edited((d) => (d.products[WHEY]!.texts.fr.description = 'Une whey 100 % naturelle, primée.')))).toEqual([
      `products.${WHEY}.texts.fr.description`,
    ]);
  });

  it('refuses the wording of drug labels', () => {
    const document = edited((d) => {
      d.products[MAGNESIUM]!.texts.en.benefits[5]!.text = 'Gentle and non-habit-forming';
      d.products[MAGNESIUM]!.texts.fr.benefits[5]!.text = 'Formule douce, sans accoutumance';
      d.products[MAGNESIUM]!.texts.ar.benefits[4]!.text = 'تدعم انتظام ضربات القلب';
      d.products[BCAA]!.texts.ar.benefits[1]!.text = 'تساعد على تخفيف آلام العضلات';
      d.products[MAGNESIUM]!.texts.en.benefits[2]!.text = 'Eases muscle tension and cramps';
    });
    expect(pathsOf(document)).toEqual([
      `products.${BCAA}.texts.ar.benefits.1.text`,
      `products.${MAGNESIUM}.texts.en.benefits.2.text`,
      `products.${MAGNESIUM}.texts.en.benefits.5.text`,
      `products.${MAGNESIUM}.texts.fr.benefits.5.text`,
      `products.${MAGNESIUM}.texts.ar.benefits.4.text`,
    ]);
  });

  it('refuses a French claim that names no EU register entry', () => {
    const document = edited((d) => {
      d.products[WHEY]!.texts.fr.benefits[0]!.basis = { us: 'structure-function' };
      delete d.products[OMEGA]!.texts.fr.benefits[1]!.basis;
    });
    expect(problemsOf(document)).toEqual([
      {
        path: `products.${WHEY}.texts.fr.benefits.0.basis.euRegister`,
        message: 'is a health claim shown in the EU: it must name the EU register entry it rests on (Regulation (EC) No 1924/2006)',
      },
      expect.objectContaining({ path: `products.${OMEGA}.texts.fr.benefits.1.basis.euRegister` }),
    ]);
  });

  it('refuses a label that names a major allergen without a “Contains” statement naming it, fish by species', () => {
    const document = edited((d) => {
      d.products[COLLAGEN]!.allergens = { en: 'Contains: Fish.', fr: 'Contient : poisson.', ar: 'يحتوي على: الأسماك.' };
      d.products[OMEGA]!.allergens = null;
      d.products[WHEY]!.allergens = null;
      d.products[BCAA]!.facts!.otherIngredients.en += ' Processed in a facility with soy and peanuts.';
    });
    expect(problemsOf(document)).toEqual([
      {
        path: `products.${WHEY}.allergens.en`,
        message: 'must say “Contains: Milk”: the label names Whey, which is milk',
      },
      {
        path: `products.${COLLAGEN}.allergens.en`,
        message: 'must say “Contains: Fish (its species)”: the label names Marine Collagen, which is fish',
      },
      expect.objectContaining({ path: `products.${BCAA}.allergens.en`, message: expect.stringMatching(/Peanuts/) }),
      expect.objectContaining({ path: `products.${BCAA}.allergens.en`, message: expect.stringMatching(/Soy/) }),
      expect.objectContaining({ path: `products.${OMEGA}.allergens.en` }),
    ]);
  });

  it('refuses two figures for the same thing, and "0 Artificial Ingredients"', () => {
    const document = edited((d) => {
      d.home.newsletterStats.find((stat) => stat.id === 'satisfaction')!.figure = { kind: 'percent', value: 99.5 };
      d.home.heroStats.push({
        id: 'artificial',
        figure: { kind: 'number', value: 0, compact: false, plus: false },
        label: { en: 'Artificial Ingredients', fr: 'Ingrédient artificiel', ar: 'مكونات صناعية' },
      });
    });
    const satisfaction = document.home.newsletterStats.findIndex((stat) => stat.id === 'satisfaction');
    expect(pathsOf(document)).toEqual([
      `home.newsletterStats.${satisfaction}.figure`,
      `home.heroStats.${document.home.heroStats.length - 1}.label.en`,
      `home.heroStats.${document.home.heroStats.length - 1}.label.fr`,
    ]);
  });

  it('drops the invented ratings and review counts when a draft is saved (issue 39)', () => {
    const kept = withoutRetiredFields(V2);
    expect(kept.products.some((product) => 'rating' in product || 'reviews' in product)).toBe(false);
    expect(Object.keys(kept.home.hero).sort()).toEqual(['behindProducts', 'frontProduct']);
    // Version 2 predates the protein's PDCAAS: publish now refuses its protein lines (and, without a corrected
    // percent, whey's "protein-rich"), nothing else.
    const paths = pathsOf(kept);
    expect(paths).toEqual(expect.arrayContaining(PROTEIN_CLAIMS.map((at) => `products.${at}.facts.rows.${proteinRow(V2, at)}.pdcaas`)));
    expect(paths.filter((path) => !PROTEIN_CLAIMS.some((at) => path.startsWith(`products.${at}.`)))).toEqual([]);
    expect(V3.products.some((product) => 'rating' in product || 'reviews' in product)).toBe(false);
  });

  it('refuses a protein claim without the protein’s PDCAAS, by which its % Daily Value is corrected', () => {
    const row = proteinRow(V3, BERRY);
    const withoutPdcaas = edited((d) => delete d.products[BERRY]!.facts!.rows[row]!.pdcaas);
    expect(problemsOf(withoutPdcaas)).toEqual([
      {
        path: `products.${BERRY}.facts.rows.${row}.pdcaas`,
        message:
          "the texts say “protein”, a protein claim: give the protein's PDCAAS (0 to 1), by which its % Daily Value is corrected (21 CFR 101.9(c)(7)(ii))",
      },
    ]);
    // Only a claim makes it needed: collagen's texts say nothing of its protein.
    expect(pathsOf(edited((d) => (d.products[COLLAGEN]!.facts!.rows[proteinRow(d, COLLAGEN)]!.pdcaas = null)))).toEqual([]);
    // A claim, in any language, on a panel without protein.
    expect(pathsOf(edited((d) => (d.products[MAGNESIUM]!.texts.fr.description = 'Des gummies protéinés au magnésium.')))).toEqual([
      `products.${MAGNESIUM}.facts`,
    ]);
  });

  it('refuses a PDCAAS on a row other than protein', () => {
    expect(pathsOf(edited((d) => (d.products[MAGNESIUM]!.facts!.rows[0]!.pdcaas = 1)))).toEqual([
      `products.${MAGNESIUM}.facts.rows.0.pdcaas`,
    ]);
  });

  it('refuses version 1 where the label review found it wrong', () => {
    const paths = new Set(pathsOf(read('v1.json')));
    const v1 = read('v1.json');
    for (const path of [
      `products.${index(v1, 'magnesium-gummies')}.badge.en`,
      `products.${index(v1, 'protein-gummies-mixed-berry')}.texts.en.benefits.3.text`,
      `products.${index(v1, 'protein-gummies-mango')}.texts.en.description`,
      `products.${index(v1, 'bcaa-gummies')}.texts.en.benefits.4.text`,
      `products.${index(v1, 'magnesium-gummies')}.texts.en.benefits.5.text`,
      `products.${index(v1, 'whey-vanilla')}.texts.fr.benefits.1.basis.euRegister`,
      `products.${index(v1, 'collagen-gummies')}.allergens.en`,
      `home.newsletterStats.${v1.home.newsletterStats.findIndex((stat) => stat.id === 'satisfaction')}.figure`,
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
