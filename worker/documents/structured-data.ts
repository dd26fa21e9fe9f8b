import { getProduct } from '../../core/catalogue';
import { type CataloguePage, PRODUCTS_PER_PAGE } from '../../core/catalogue-query';
import type { Language } from '../../core/language';
import { type CatalogueEntry, linkPreviewOf, productPagePath } from '../../core/product-pages';
import { type Availability, type StockLevels, dealAvailability, productAvailability } from '../../core/stock';
import { isClaim } from '../../core/claims';
import { SUPPORT } from '../../core/content';
import { LANGUAGES } from '../../core/language';
import { localisedPath } from '../../core/pages';
import type { ReviewPage } from '../../core/reviews';
import { breadcrumbNamesOf } from '../../i18n/areas';
import { catalogueWords, contentOf } from '../lib/names';

/**
 * schema.org descriptions for search engines, built from the same core/ data the storefront shows: the
 * organisation in English, the list and a product page in the document's language, with addresses in it.
 * Rendered as JSON-LD by shell.ts. Ratings and reviews are marked up only on a product's page and only from
 * its published reviews, those the page shows (Google's review-snippet rules, docs/seo.md).
 */

const SITE_NAME = 'VitaGlow';
/** The registry's languages named in English, as support speaks them ('French'). */
const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** 'Austin, TX 78701' → locality, region and postal code. */
function postalAddress() {
  const [street, cityLine] = SUPPORT.address.lines;
  const city = /^(?<locality>[^,]+),\s*(?<region>[A-Z]{2})\s+(?<postalCode>\d{5})$/.exec(cityLine)?.groups;
  if (!city) throw new Error(`Unrecognised support address line: ${cityLine}`);
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: city.locality,
    addressRegion: city.region,
    postalCode: city.postalCode,
    addressCountry: 'US',
  };
}

export function organization(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: SUPPORT.email,
    telephone: SUPPORT.phone,
    address: postalAddress(),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: SUPPORT.email,
      telephone: SUPPORT.phone,
      availableLanguage: LANGUAGES.map((language) => englishNames.of(language)),
    },
  };
}

/** Dollars with two decimals, as schema.org's Offer.price expects ('29.99'). */
function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

const AVAILABILITY = { available: 'InStock', low: 'LimitedAvailability', sold_out: 'OutOfStock' } as const;

/** schema.org's availability, from what the storefront is shown of stock. */
function availabilityOf(availability: Availability): string {
  return `https://schema.org/${AVAILABILITY[availability.state]}`;
}

const BRAND = { '@type': 'Brand', name: SITE_NAME } as const;

/**
 * The products one page of /products shows, with their price in USD, whether they can be bought, and their page in
 * the document's language; positions count from the first page, and the list's size is the whole filtered list.
 */
export function productList(origin: string, levels: StockLevels, language: Language, shown: CataloguePage) {
  const content = contentOf(language);
  const first = (shown.page - 1) * PRODUCTS_PER_PAGE;
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'All Products',
    numberOfItems: shown.total,
    itemListElement: shown.items.map((product, index) => {
      const text = { name: catalogueWords(language, product.nameKey), description: descriptionOf(language, product.descriptionKey) };
      const url = origin + localisedPath(productPagePath(product.slug), language);
      return {
        '@type': 'ListItem',
        position: first + index + 1,
        item: {
          '@type': 'Product',
          sku: product.id,
          name: text.name,
          ...(text.description && { description: text.description }),
          image: `${origin}${product.image.src}`,
          category: content.categories[product.category],
          brand: BRAND,
          url,
          offers: {
            '@type': 'Offer',
            price: dollars(product.priceCents),
            priceCurrency: 'USD',
            availability: availabilityOf(productAvailability(levels, product.id)),
            url,
          },
        },
      };
    }),
  };
}

/**
 * A description for search results, which show it without the page's dagger and FDA notice: none when it is a
 * structure/function claim (the page's meta description names the product instead, i18n/meta).
 */
function descriptionOf(language: Language, key: string): string | undefined {
  return isClaim(key) ? undefined : catalogueWords(language, key);
}

/**
 * A product's published reviews as its page shows them: the mean and count of all of them, and the page's list (at
 * most REVIEWS_PER_PAGE, 10) as `review` items in the language each was written in. Nothing without a review:
 * Google's rules allow no rating that is not there.
 */
function reviewsOf(reviews: ReviewPage | null) {
  if (!reviews || reviews.summary.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.mean,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.displayName },
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      datePublished: review.publishedAt.slice(0, 10),
      name: review.title,
      reviewBody: review.body,
      inLanguage: review.language,
    })),
  };
}

/**
 * A product's or package's page: the Product with its offer (price in USD, availability from stock, the
 * page's address in the document's language), brand, images and sku, a product's rating and the reviews its
 * page shows, and the BreadcrumbList of its trail (Home › Products › name).
 */
export function catalogueEntryPage(
  entry: CatalogueEntry,
  origin: string,
  levels: StockLevels,
  language: Language,
  reviews: ReviewPage | null = null,
) {
  const content = contentOf(language);
  const url = origin + localisedPath(productPagePath(entry.slug), language);
  const facts =
    entry.kind === 'product'
      ? {
          sku: entry.product.id,
          name: catalogueWords(language, entry.product.nameKey),
          description: descriptionOf(language, entry.product.descriptionKey),
          images: [entry.product.image.src],
          category: content.categories[entry.product.category],
          priceCents: entry.product.priceCents,
          availability: productAvailability(levels, entry.product.id),
        }
      : {
          sku: `deal-${entry.deal.id}`,
          name: catalogueWords(language, entry.deal.titleKey),
          description: descriptionOf(language, entry.deal.descriptionKey),
          images: entry.deal.items.flatMap((item) => getProduct(item.productId)?.image.src ?? []),
          category: undefined,
          priceCents: entry.deal.discountedCents,
          availability: dealAvailability(levels, entry.deal.id),
        };
  const crumbs = breadcrumbNamesOf(language);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Product',
        sku: facts.sku,
        name: facts.name,
        ...(facts.description && { description: facts.description }),
        image: [...new Set([linkPreviewOf(entry).src, ...facts.images])].map((src) => `${origin}${src}`),
        ...(facts.category && { category: facts.category }),
        brand: BRAND,
        url,
        offers: {
          '@type': 'Offer',
          price: dollars(facts.priceCents),
          priceCurrency: 'USD',
          availability: availabilityOf(facts.availability),
          url,
        },
        ...(entry.kind === 'product' && reviewsOf(reviews)),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: crumbs.home, item: origin + localisedPath('/', language) },
          { '@type': 'ListItem', position: 2, name: crumbs.products, item: origin + localisedPath('/products', language) },
          { '@type': 'ListItem', position: 3, name: facts.name, item: url },
        ],
      },
    ],
  };
}
