import type { ShippingAddress } from '../../core/validation/address';

const regions = new Intl.DisplayNames(['en'], { type: 'region' });

/** "US" → "United States"; the code itself when the browser does not know it. */
export function countryName(code: string): string {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A shipping address as it goes on a label, one field per line, the phone a link a carrier's caller can use. */
export function AddressBlock({ address }: { address: ShippingAddress }) {
  const place = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <address className="not-italic leading-relaxed">
      <span className="block font-semibold">{address.name}</span>
      <span className="block">{address.line1}</span>
      {address.line2 && <span className="block">{address.line2}</span>}
      <span className="block">{place}</span>
      <span className="block">{countryName(address.country)}</span>
      {address.phone && (
        <a href={`tel:${address.phone.replace(/[^\d+]/g, '')}`} className="block text-brand-800 underline">
          {address.phone}
        </a>
      )}
    </address>
  );
}
