import type { CatalogueDocument, ClaimText } from './catalogue-document';
import { dailyValueOfRow } from './catalogue-document/daily-value';
import { dealPrice } from './catalogue-document/deal-pricing';
import { DEFAULT_MEMBER_PERCENT } from './price-rules';
import { type DailyValue, type UnitKey, isCalorieBased, unitKey } from './supplement-facts';
import type { CertificationIcon, Figure } from './content';
import type { Product } from './catalogue';
import type { Deal } from './deals';
import type { CatalogueListing } from './catalogue-subset';
import { DICTIONARY_IDS, type DictionaryId } from './language';

/**
 * A published catalogue version as the shop's code reads it: its products and package deals in the shapes
 * the storefront and the worker use, and their texts as flat tables per set of texts, under the keys the
 * products name (`content.catalogue.<slug>.name`, `content.deals.<id>.title`). Translations resolve those keys
 * here, not in the dictionaries (web/i18n/dictionaries.ts): the words belong to the version, like the prices.
 *
 * Plain data, so that a page can carry it as JSON (only its own language's texts: `forDictionary`).
 */
export interface ShopCatalogue {
  readonly version: number;
  /** Members pay this whole percent less on every product (core/pricing.ts). */
  readonly memberPercent: number;
  /** Every product of the version, published or not (old orders keep their names), in display order. */
  readonly products: readonly Product[];
  readonly deals: readonly Deal[];
  /** Each product's Supplement Facts panel, by product id; a product without one has none here. */
  readonly panels: Readonly<Record<string, FactsPanel>>;
  /** What the home page states as fact: the hero's pictures, its figures, the certification badges. */
  readonly home: HomeFacts;
  /** Keys whose text is a structure/function claim (core/claims.ts). */
  readonly claimKeys: readonly string[];
  readonly texts: Partial<Record<DictionaryId, Readonly<Record<string, string>>>>;
  /**
   * Set when this is part of a version: a page of a large catalogue carries only the products it shows
   * (core/catalogue-subset.ts), and /products' page says which ones it lists.
   */
  readonly partial?: { readonly listing?: CatalogueListing };
}

/** One row of a Supplement Facts panel, ready to show: its % Daily Value computed, never typed (./catalogue-document/daily-value.ts). */
export interface FactsPanelRow {
  readonly nameKey: CatalogueTextKey;
  /** The compound the nutrient comes from ("magnesium citrate"), shown after its name (21 CFR 101.36(d)), or none. */
  readonly sourceKey: CatalogueTextKey | null;
  /** Per serving, in the unit `unitKey` writes. */
  readonly amount: number;
  readonly unitKey: UnitKey;
  readonly indent: number;
  readonly dailyValue: DailyValue;
  /** Its % Daily Value, when declared, takes the asterisk of the 2,000-calorie footnote. */
  readonly calorieBased: boolean;
  /** Part of the row above, written as 21 CFR 101.9 writes added sugars: "Includes 2g Added Sugars". */
  readonly included: boolean;
}

/** A product's label (21 CFR 101.36) as the version states it; every word is a catalogue text key. */
export interface FactsPanel {
  readonly servingSizeKey: CatalogueTextKey;
  readonly servingsPerContainer: number;
  readonly calories: number | null;
  readonly rows: readonly FactsPanelRow[];
  readonly otherIngredientsKey: CatalogueTextKey;
  /** The "Contains: …" statement, or none. */
  readonly allergensKey: CatalogueTextKey | null;
  readonly warningKeys: readonly CatalogueTextKey[];
}

/** A headline number; a "text" figure is words ("6 days a week"), under its own key. */
export type HomeFigure = Exclude<Figure, { kind: 'text' }> | { readonly kind: 'text'; readonly textKey: CatalogueTextKey };

export interface HomeStat {
  readonly id: string;
  readonly figure: HomeFigure;
  readonly labelKey: CatalogueTextKey;
}

export interface HomeCertification {
  readonly id: string;
  readonly icon: CertificationIcon;
  readonly labelKey: CatalogueTextKey;
}

export interface HomeFacts {
  readonly hero: {
    readonly frontProduct: string;
    readonly behindProducts: readonly string[];
  };
  readonly heroStats: readonly HomeStat[];
  readonly impactStats: readonly HomeStat[];
  readonly newsletterStats: readonly HomeStat[];
  readonly certifications: readonly HomeCertification[];
}

const productKey = (slug: string, field: string): CatalogueTextKey => `content.catalogue.${slug}.${field}`;
const dealKey = (id: string, field: string): CatalogueTextKey => `content.deals.${id}.${field}`;

export function shopCatalogueOf(document: CatalogueDocument): ShopCatalogue {
  const claimKeys: string[] = [];
  const texts = Object.fromEntries(DICTIONARY_IDS.map((id) => [id, {} as Record<string, string>])) as Record<
    DictionaryId,
    Record<string, string>
  >;
  const put = (key: string, text: (id: DictionaryId) => string | null | undefined, claim = false) => {
    for (const id of DICTIONARY_IDS) {
      const value = text(id);
      if (value != null) texts[id][key] = value;
    }
    if (claim) claimKeys.push(key);
  };
  const putList = (prefix: string, list: (id: DictionaryId) => readonly ClaimText[]) =>
    list('en').map((item, index) => {
      const key = `${prefix}.${index}`;
      put(key, (id) => list(id)[index]?.text, item.claim);
      return key;
    });

  const panels: Record<string, FactsPanel> = {};
  const products: Product[] = document.products.map((source) => {
    const key = (field: string) => productKey(source.slug, field);
    const { facts } = source;
    if (facts) {
      put(key('facts.servingSize'), (id) => facts.servingSize[id]);
      put(key('facts.otherIngredients'), (id) => facts.otherIngredients[id]);
      if (source.allergens) put(key('allergens'), (id) => source.allergens?.[id]);
      panels[source.slug] = {
        servingSizeKey: key('facts.servingSize'),
        servingsPerContainer: facts.servingsPerContainer,
        calories: facts.calories,
        rows: facts.rows.map((row, index) => {
          put(key(`facts.rows.${index}`), (id) => row.nutrient[id]);
          if (row.source) put(key(`facts.sources.${index}`), (id) => row.source?.[id]);
          const dailyValue = dailyValueOfRow(row);
          return {
            nameKey: key(`facts.rows.${index}`),
            sourceKey: row.source ? key(`facts.sources.${index}`) : null,
            amount: row.amount,
            unitKey: unitKey(row.unit),
            indent: row.indent,
            dailyValue,
            calorieBased: isCalorieBased(row.dvKey) && dailyValue.kind !== 'notDeclared',
            included: row.dvKey === 'addedSugars',
          };
        }),
        otherIngredientsKey: key('facts.otherIngredients'),
        allergensKey: source.allergens ? key('allergens') : null,
        warningKeys: source.warnings.map((warning, index) => {
          put(key(`warnings.${index}`), (id) => warning[id]);
          return key(`warnings.${index}`);
        }),
      };
    }
    put(key('name'), (id) => source.texts[id].name);
    put(key('description'), (id) => source.texts[id].description, source.descriptionClaim);
    if (source.badge) put(key('badge'), (id) => source.badge?.[id]);
    put(key('imageAlt'), (id) => source.image.alt[id]);
    return {
      id: source.slug,
      slug: source.slug,
      category: source.category,
      priceCents: source.priceCents,
      originalPriceCents: source.compareAtCents,
      published: source.published,
      ageRestricted: source.ageRestricted,
      earlyAccessUntil: source.earlyAccessUntil ?? null,
      servingsPerDay: source.servingsPerDay ?? 1,
      taxCode: source.taxCode,
      image: { src: source.image.url, width: source.image.width, height: source.image.height },
      nameKey: key('name') as Product['nameKey'],
      descriptionKey: key('description') as Product['descriptionKey'],
      badgeKey: source.badge ? (key('badge') as Product['badgeKey']) : null,
      imageAltKey: key('imageAlt') as Product['imageAltKey'],
      benefitKeys: putList(key('benefits'), (id) => source.texts[id].benefits) as Product['benefitKeys'],
    };
  });

  const deals: Deal[] = document.deals.map((source) => {
    const key = (field: string) => dealKey(source.id, field);
    put(key('title'), (id) => source.texts[id].title);
    put(key('subtitle'), (id) => source.texts[id].subtitle, source.subtitleClaim);
    put(key('description'), (id) => source.texts[id].description, source.descriptionClaim);
    put(key('badge'), (id) => source.texts[id].badge);
    const limited = source.texts.en.timeLimitNote !== null;
    if (limited) put(key('timeLimit'), (id) => source.texts[id].timeLimitNote);
    // A published version's deals name its products (catalogueProblems refuses a document otherwise).
    const price = dealPrice(source, document.products)!;
    return {
      id: source.id,
      slug: source.slug,
      icon: source.icon,
      badgeColor: source.badgeColor,
      popular: source.popular,
      items: source.items.map((item) => ({ productId: item.product, quantity: item.quantity, free: item.free })),
      originalCents: price.originalCents,
      discountedCents: price.priceCents,
      savingsCents: price.savingsCents,
      discountPercent: price.discountPercent,
      titleKey: key('title') as Deal['titleKey'],
      subtitleKey: key('subtitle') as Deal['titleKey'],
      descriptionKey: key('description') as Deal['titleKey'],
      badgeKey: key('badge') as Deal['titleKey'],
      featureKeys: putList(key('features'), (id) => source.texts[id].features) as Deal['featureKeys'],
      ...(limited ? { timeLimitKey: key('timeLimit') as Deal['titleKey'] } : {}),
    };
  });

  const stats = (list: keyof Omit<HomeFacts, 'hero' | 'certifications'>): HomeStat[] =>
    document.home[list].map(({ id, figure, label }) => {
      const key = (field: string): CatalogueTextKey => `content.home.${list}.${id}.${field}`;
      put(key('label'), (language) => label[language]);
      if (figure.kind !== 'text') return { id, figure, labelKey: key('label') };
      put(key('figure'), (language) => figure.text[language]);
      return { id, figure: { kind: 'text', textKey: key('figure') }, labelKey: key('label') };
    });
  const home: HomeFacts = {
    hero: { frontProduct: document.home.hero.frontProduct, behindProducts: document.home.hero.behindProducts },
    heroStats: stats('heroStats'),
    impactStats: stats('impactStats'),
    newsletterStats: stats('newsletterStats'),
    certifications: document.home.certifications.map(({ id, icon, label }) => {
      const key: CatalogueTextKey = `content.home.certifications.${id}`;
      put(key, (language) => label[language]);
      return { id, icon, labelKey: key };
    }),
  };

  // Versions published before members' prices lack the field: stored documents are never parsed again.
  const { memberPercent = DEFAULT_MEMBER_PERCENT } = document as Partial<Pick<CatalogueDocument, 'memberPercent'>>;
  return { version: document.version, memberPercent, products, deals, panels, home, claimKeys, texts };
}

/** What a page in one language carries of a version: everything but the other languages' texts. */
export function forDictionary(catalogue: ShopCatalogue, dictionary: DictionaryId): ShopCatalogue {
  return { ...catalogue, texts: { [dictionary]: catalogue.texts[dictionary] } };
}

/** A catalogue text, or undefined when the key is not one of the version's (or its language is not carried). */
export function catalogueText(catalogue: ShopCatalogue, dictionary: DictionaryId, key: string): string | undefined {
  return catalogue.texts[dictionary]?.[key];
}

export type CatalogueTextKey = `content.catalogue.${string}` | `content.deals.${string}` | `content.home.${string}`;

/** Whether a translation key names a catalogue text (resolved by `catalogueText`, never by the dictionaries). */
export function isCatalogueTextKey(key: string): key is CatalogueTextKey {
  return key.startsWith('content.catalogue.') || key.startsWith('content.deals.') || key.startsWith('content.home.');
}

/** The id of the JSON script element by which a document carries its catalogue version (`forDictionary`). */
export const CATALOGUE_SCRIPT_ID = 'catalogue';
