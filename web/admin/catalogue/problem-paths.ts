/** Where a problem's path is edited, and how the operator reads it ("Product “Daily Multivitamin” › Name (Arabic)"). */

const LANGUAGES: Record<string, string> = { en: 'English', fr: 'French', ar: 'Arabic' };

const WORDS: Record<string, string> = {
  home: 'Home page',
  memberPercent: 'member discount',
  priceCents: 'price',
  compareAtCents: 'compare-at price',
  taxCode: 'tax code',
  ageRestricted: 'age restriction',
  earlyAccessUntil: 'members first until',
  descriptionClaim: 'description claim',
  euRegister: 'EU register entry',
  subtitleClaim: 'subtitle claim',
  dvKey: 'Daily Value nutrient',
  pdcaas: 'PDCAAS',
  servingSize: 'serving size',
  servingsPerContainer: 'servings per container',
  servingsPerDay: 'servings per day',
  otherIngredients: 'other ingredients',
  timeLimitNote: 'time-limit note',
  badgeColor: 'ribbon colour',
  url: 'file',
  heroStats: 'hero figures',
  impactStats: 'impact figures',
  newsletterStats: 'newsletter figures',
  frontProduct: 'product in front',
  behindProducts: 'products behind',
};

/** The console page that holds the field at `path`. */
export function screenOf(path: string): string {
  const [list, index] = path.split('.');
  if (list === 'products' && index !== undefined && /^\d+$/.test(index)) return `/admin/catalogue/products/${index}`;
  if (list === 'deals' && index !== undefined && /^\d+$/.test(index)) return `/admin/catalogue/deals/${index}`;
  if (list === 'home') return '/admin/catalogue/home';
  return '/admin/catalogue';
}

/** The parts of an entry a path names it by; an imported document may lack any of them. */
interface Named {
  readonly slug?: unknown;
  readonly texts?: { readonly en?: { readonly name?: unknown; readonly title?: unknown } };
}

function entryName(document: unknown, list: 'products' | 'deals', index: number): string {
  const entry = (document as Partial<Record<string, Named[]>> | null)?.[list]?.[index];
  const name = list === 'products' ? entry?.texts?.en?.name : entry?.texts?.en?.title;
  const called = [name, entry?.slug].find((value) => typeof value === 'string' && value !== '') ?? `number ${index + 1}`;
  return `${list === 'products' ? 'Product' : 'Deal'} “${String(called)}”`;
}

/** `document` is the one the problems are about: the draft, or a file being imported. */
export function readablePath(path: string, document: unknown): string {
  const segments = path.split('.');
  const parts: string[] = [];
  let rest = segments;
  if ((segments[0] === 'products' || segments[0] === 'deals') && /^\d+$/.test(segments[1] ?? '')) {
    parts.push(entryName(document, segments[0], Number(segments[1])));
    rest = segments.slice(2);
  }
  let language: string | undefined;
  for (const segment of rest) {
    if (segment === 'texts') continue;
    if (LANGUAGES[segment]) language = LANGUAGES[segment];
    else if (/^\d+$/.test(segment)) parts.push(`#${Number(segment) + 1}`);
    else parts.push(WORDS[segment] ?? segment);
  }
  const readable = parts.join(' › ') || 'the catalogue';
  return language ? `${readable} (${language})` : readable;
}
