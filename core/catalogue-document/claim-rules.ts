import { DICTIONARY_IDS, type DictionaryId } from '../language';
import { dailyValueOfRow } from './daily-value';
import {
  CLAIM_WORDS,
  DRUG_WORDS,
  LOW_SUGAR_WORDS,
  PROTEIN_CLAIM_WORDS,
  PROTEIN_RICH_WORDS,
  UNSUBSTANTIATED_WORDS,
  type Wordings,
  wordingIn,
} from './claim-words';
import { type CatalogueProblem, problemAt } from './problem';
import type { Deal } from './deal-schema';
import type { Product } from './product-schema';
import type { ClaimText } from './texts';

/** 21 CFR 101.54(b): "high", "rich in" and their kin need at least this % Daily Value per serving. */
export const PROTEIN_RICH_MIN_PERCENT = 20;

/** One text a shopper reads, where it lives, and what it may say. */
interface ShownText {
  readonly path: readonly PropertyKey[];
  readonly id: DictionaryId;
  readonly text: string;
  /** Marked as a structure/function claim (shown with its dagger); null where the text cannot carry one (a badge). */
  readonly claim: boolean | null;
  readonly source?: string;
}

function shownTexts(product: Product, at: readonly PropertyKey[]): ShownText[] {
  return DICTIONARY_IDS.flatMap((id): ShownText[] => [
    ...(product.badge ? [{ path: [...at, 'badge', id], id, text: product.badge[id], claim: null }] : []),
    { path: [...at, 'texts', id, 'description'], id, text: product.texts[id].description, claim: product.descriptionClaim },
    ...product.texts[id].benefits.map((benefit, index) => ({ path: [...at, 'texts', id, 'benefits', index, 'text'], id, ...benefit })),
  ]);
}

function proteinPercent(product: Product): number {
  const row = product.facts?.rows.find((candidate) => candidate.dvKey === 'protein');
  const value = row ? dailyValueOfRow(row) : undefined;
  return value?.kind === 'percent' ? value.percent : 0;
}

function found(wordings: Wordings, shown: ShownText): string | undefined {
  return wordingIn(wordings, shown.id, shown.text);
}

/** What one shown text may not say, given the product's facts. */
function wordingProblems(shown: ShownText, proteinDv: number): CatalogueProblem[] {
  const problems: string[] = [];
  const claimWord = shown.claim === true ? undefined : found(CLAIM_WORDS, shown);
  if (claimWord !== undefined) {
    problems.push(
      shown.claim === null
        ? `says “${claimWord}”, a structure/function claim, where no dagger can be shown: reword it`
        : `says “${claimWord}”, a structure/function claim: mark it as a claim so that its dagger and the FDA notice show`,
    );
  }
  const lowSugar = found(LOW_SUGAR_WORDS, shown);
  if (lowSugar !== undefined) {
    problems.push(
      `says “${lowSugar}”: no sugar claim is defined for it (FDA has none; the EU's needs ≤ 5 g per 100 g); state the grams per serving`,
    );
  }
  const proteinRich = found(PROTEIN_RICH_WORDS, shown);
  if (proteinRich !== undefined && proteinDv < PROTEIN_RICH_MIN_PERCENT) {
    problems.push(
      `says “${proteinRich}” on ${proteinDv} % of the protein Daily Value: it needs at least ${PROTEIN_RICH_MIN_PERCENT} % (21 CFR 101.54); state the grams per serving`,
    );
  }
  const unsubstantiated = found(UNSUBSTANTIATED_WORDS, shown);
  if (unsubstantiated !== undefined && shown.source === undefined) {
    problems.push(`says “${unsubstantiated}” without naming its source: reword it, or name the award or study (a benefit's source)`);
  }
  const drug = found(DRUG_WORDS, shown);
  if (drug !== undefined) problems.push(`says “${drug}”, the wording of a drug label: a supplement may not`);
  return problems.map((message) => problemAt(shown.path, message));
}

/**
 * A product whose texts speak of its protein makes a protein claim: its label must then give protein's % Daily
 * Value, corrected by the protein's PDCAAS (21 CFR 101.9(c)(7)), so the protein row needs one.
 */
function proteinClaimProblems(product: Product, shown: readonly ShownText[], at: readonly PropertyKey[]): CatalogueProblem[] {
  const claim = shown.map((text) => found(PROTEIN_CLAIM_WORDS, text)).find((word) => word !== undefined);
  if (claim === undefined) return [];
  const rows = product.facts?.rows ?? [];
  const index = rows.findIndex((row) => row.dvKey === 'protein');
  if (index === -1) {
    return [
      problemAt(
        [...at, 'facts'],
        `says “${claim}”, a protein claim: the panel must declare protein (its Daily Value nutrient) with its PDCAAS (21 CFR 101.9(c)(7))`,
      ),
    ];
  }
  return rows[index]?.pdcaas == null
    ? [
        problemAt(
          [...at, 'facts', 'rows', index, 'pdcaas'],
          `the texts say “${claim}”, a protein claim: give the protein's PDCAAS (0 to 1), by which its % Daily Value is corrected (21 CFR 101.9(c)(7)(ii))`,
        ),
      ]
    : [];
}

/** A French claim rests on an entry of the EU register of authorised health claims; it names it. */
function registerProblems(benefits: readonly ClaimText[], at: readonly PropertyKey[]): CatalogueProblem[] {
  return benefits.flatMap((benefit, index) =>
    benefit.claim && !(benefit.basis && 'euRegister' in benefit.basis)
      ? [
          problemAt(
            [...at, 'texts', 'fr', 'benefits', index, 'basis', 'euRegister'],
            'is a health claim shown in the EU: it must name the EU register entry it rests on (Regulation (EC) No 1924/2006)',
          ),
        ]
      : [],
  );
}

/** A package's texts: its ribbon, title and time-limit note can carry no dagger; its subtitle, description and features can. */
function dealTexts(deal: Deal, at: readonly PropertyKey[]): ShownText[] {
  return DICTIONARY_IDS.flatMap((id): ShownText[] => {
    const texts = deal.texts[id];
    const place = (field: string) => [...at, 'texts', id, field];
    return [
      { path: place('badge'), id, text: texts.badge, claim: null },
      { path: place('title'), id, text: texts.title, claim: null },
      { path: place('subtitle'), id, text: texts.subtitle, claim: deal.subtitleClaim },
      { path: place('description'), id, text: texts.description, claim: deal.descriptionClaim },
      ...(texts.timeLimitNote === null ? [] : [{ path: place('timeLimitNote'), id, text: texts.timeLimitNote, claim: null }]),
      ...texts.features.map((feature, index) => ({ path: [...at, 'texts', id, 'features', index, 'text'], id, ...feature })),
    ];
  });
}

/**
 * What a package's texts may say: the same wording rules as a product's. A package has no facts panel of its own,
 * so no "protein-rich" either.
 */
export function dealClaimProblems(deal: Deal, at: readonly PropertyKey[]): CatalogueProblem[] {
  return dealTexts(deal, at).flatMap((shown) => wordingProblems(shown, 0));
}

/**
 * What a product's texts may say: claims marked (dagger and notice), no nutrient-content words the facts do not
 * support, no protein claim without the protein's PDCAAS, no superlative without its source, no drug-label wording,
 * every French claim on its EU register entry.
 */
export function claimProblems(product: Product, at: readonly PropertyKey[]): CatalogueProblem[] {
  const proteinDv = proteinPercent(product);
  const shown = shownTexts(product, at);
  return [
    ...shown.flatMap((text) => wordingProblems(text, proteinDv)),
    ...proteinClaimProblems(product, shown, at),
    ...registerProblems(product.texts.fr.benefits, at),
  ];
}
