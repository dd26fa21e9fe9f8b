import { activeCatalogue } from './catalogue-scope';
import { type StockLine, unitsOf } from './stock';

/**
 * Muscle-building supplements may not be sold to people under 18 in New York (General Business Law
 * § 391-oo, in force since 2024). The shop asks every buyer of one — creatine, protein (whey and gummies),
 * BCAA, pre-workout, alone or in a package — to confirm they are 18 or older, refuses a checkout without
 * it, and asks the carrier for an adult's signature on such a parcel going to New York.
 */
export const MINIMUM_AGE = 18;

/** Whether the published catalogue marks the product adults-only (an unknown id is not sold at all). */
export function isAgeRestricted(productId: string): boolean {
  return activeCatalogue().products.some((product) => product.id === productId && product.ageRestricted);
}

/** Whether these lines (packages opened into their products) hold a product only adults may buy. */
export function needsAgeConfirmation(lines: readonly StockLine[]): boolean {
  return [...unitsOf(lines).keys()].some(isAgeRestricted);
}

/** Such a parcel going to New York asks the carrier for an adult's signature. */
export function needsAdultSignature(lines: readonly StockLine[], address: { country: string; state: string | null } | null): boolean {
  return address?.country === 'US' && address.state === 'NY' && needsAgeConfirmation(lines);
}
