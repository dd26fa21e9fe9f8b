import { PRODUCTS, type ProductId } from '../../core/catalogue';
import { type StockLevels, productAvailability } from '../../core/stock';
import { SUPPORT } from '../../core/content';
import { LANGUAGES } from '../../core/language';
import { contentEn } from '../../i18n/content/en';

/**
 * schema.org descriptions for search engines, in English (the canonical language), built from the same
 * core/ data the storefront shows. Rendered as JSON-LD by shell.ts.
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

/** schema.org's availability of a product, from the stock levels the storefront is shown. */
function availabilityOf(levels: StockLevels, productId: ProductId): string {
  return `https://schema.org/${AVAILABILITY[productAvailability(levels, productId).state]}`;
}

/** Every product of /products, with its price in USD, whether it can be bought, and its review score. */
export function productList(origin: string, levels: StockLevels) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'All Products',
    numberOfItems: PRODUCTS.length,
    itemListElement: PRODUCTS.map((product, index) => {
      const text = contentEn.catalogue[product.id];
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          sku: product.id,
          name: text.name,
          description: text.description,
          image: `${origin}${product.image.src}`,
          category: contentEn.categories[product.category],
          brand: { '@type': 'Brand', name: SITE_NAME },
          offers: {
            '@type': 'Offer',
            price: dollars(product.priceCents),
            priceCurrency: 'USD',
            availability: availabilityOf(levels, product.id),
            url: `${origin}/products`,
          },
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews,
            bestRating: 5,
            worstRating: 1,
          },
        },
      };
    }),
  };
}
