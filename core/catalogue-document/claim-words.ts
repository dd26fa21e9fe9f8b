import type { DictionaryId } from '../language';

/**
 * The wordings the publish rules look for (./claim-rules.ts), per set of texts. A list catches the usual
 * phrasings, not every possible one: it keeps the merchant from repeating the mistakes a label review found.
 */
export type Wordings = Readonly<Record<DictionaryId, RegExp>>;

/** Arabic diacritics and tatweel are dropped, and spaces of any kind count as one, before a text is matched. */
export function normalised(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/[\u064b-\u0652\u0670\u0640]/g, '');
}

/** The first wording of `wordings[id]` in `text`, or undefined. */
export function wordingIn(wordings: Wordings, id: DictionaryId, text: string): string | undefined {
  return wordings[id].exec(normalised(text))?.[0];
}

/**
 * Words that say what a product does for the body: a structure/function claim, which needs its dagger ("customer
 * support" is a service). Efficacy is one too: a translation saying «فعاليتها» where the English says potency claims more.
 */
export const CLAIM_WORDS: Wordings = {
  en: /\b(?:(?<!customer )supports?|helps?|nourish\w*|promotes?|boosts?|strengthens?|improves?|enhances?|fuels?|speeds? up|protects?|sleep|energy|immun\w*|recovery|relax\w*|focus|effective\w*|efficacy)\b/i,
  fr: /(?:soutien\w*|soutenir|aide\w*|favoris\w*|renforc\w*|stimul\w*|amélior\w*|accélèr\w*|contribu\w*|sommeil|énergi\w*|immunit\w*|récupér\w*|concentration|efficac\w*)/i,
  // Arabic words take their prefixes (ال، ل، ب، و) but are not matched inside another word (الموليبدينوم).
  ar: /(?<![\u0621-\u064a])(?:و|ب|ل|ال|لل|بال|وال)?(?:تدعم|يدعم|يغذي|تغذي|تساعد|يساعد|تعزز|يعزز|تعزيز|تقوي|يقوي|تقوية|تسرع|يسرع|نوم|نشاط|طاقة|مناعة|تعافي|فعالي)/u,
};

/** Nutrient-content words about sugar: FDA defines no "low sugar", and the EU's needs ≤ 5 g per 100 g. */
export const LOW_SUGAR_WORDS: Wordings = {
  en: /\b(?:low[- ]sugar|low in sugars?|little sugar|reduced sugar)\b/i,
  fr: /(?:faible teneur en sucres?|peu de sucres?|pauvre en sucres?|allégé en sucres?)/i,
  ar: /(?:سكر قليل|قليل السكر|قليلة السكر|منخفض السكر|منخفضة السكر)/u,
};

/** "Rich in protein" and its kin: 21 CFR 101.54(b) needs at least 20 % of the protein Daily Value per serving. */
export const PROTEIN_RICH_WORDS: Wordings = {
  en: /\b(?:protein[- ](?:packed|rich|loaded)|rich in protein|high[- ]protein|packed with protein)\b/i,
  fr: /(?:riche en protéines|riches en protéines|haute teneur en protéines|plein de protéines)/i,
  ar: /(?:غني بالبروتين|غنية بالبروتين|عالي البروتين|عالية البروتين)/u,
};

/**
 * Any word about the product's protein ("Real protein in every chewy serving", « protéiné »): a protein claim, which
 * makes the corrected % Daily Value of protein mandatory (21 CFR 101.9(c)(7)(i)).
 */
export const PROTEIN_CLAIM_WORDS: Wordings = {
  en: /\bproteins?\b/i,
  fr: /protéin\w*/i,
  ar: /بروتين/u,
};

/** Superlatives that need a source the shopper could check: an award, a study, a certificate. */
export const UNSUBSTANTIATED_WORDS: Wordings = {
  en: /\b(?:award[- ]winning|all[- ]natural|100 ?% natural|0 artificial|zero artificial|no artificial ingredients|proven|clinically|science[- ]backed|scientifically)\b/i,
  fr: /(?:primée?s?\b|récompensée?s?\b|100 ?% naturel|entièrement naturel|tout naturel|aucun ingrédient artificiel|0 ingrédient artificiel|fait ses preuves|prouvée?s?\b|cliniquement|scientifiquement|fondée? sur la science)/i,
  ar: /(?:حائز على جائزة|حائزة على جائزة|الحائز|طبيعي بالكامل|طبيعية بالكامل|طبيعي 100|طبيعية 100|مثبت|مثبتة|المثبتة|المثبت|علميا|سريريا|مدعوم بالعلم|مدعومة بالعلم)/u,
};

/** Words of drug labels (treating, curing, dependence): no supplement may use them (21 CFR 101.93(g)). */
export const DRUG_WORDS: Wordings = {
  en: /\b(?:non[- ]habit[- ]forming|habit[- ]forming|cramps?|heartbeat|heart rhythm|pain|cures?|heals?|treats? (?:insomnia|anxiety|depression))\b/i,
  fr: /(?:accoutumance|crampes?|rythme cardiaque|battements? du cœur|douleurs?|guéri\w*|soigne\w*)/i,
  ar: /(?:الاعتياد|الإدمان|تشنج|ضربات القلب|آلام|ألم العضلات|يعالج|تعالج|علاج)/u,
};
