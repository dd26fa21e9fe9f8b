/**
 * What the fake remembers: the objects it created, as Stripe returns them (the fields the shop reads,
 * in the shapes of the pinned API version), plus a few private links between them.
 */
export type Json = Record<string, unknown>;

export interface SessionRecord {
  object: Json & { id: string; mode: string; status: string; expires_at: number; metadata: Record<string, string> };
  lineItems: { name: string; description?: string; unitAmount: number; quantity: number; interval?: string; intervalCount: number }[];
  shipping: { name: string; amount: number } | null;
  couponId: string | null;
  subscriptionMetadata: Record<string, string>;
  /** `shipping_address_collection.allowed_countries`: empty when the session collects no address. */
  allowedCountries: string[];
  /** `phone_number_collection.enabled`. */
  collectsPhone: boolean;
  /** `automatic_tax.enabled`. */
  automaticTax: boolean;
  /** Whether the page asks for a billing address (country, state, postal code), as automatic tax needs. */
  collectsBilling: boolean;
  /** `customer_update`: what Checkout saves onto an existing customer. */
  customerUpdate: { address?: string; name?: string; shipping?: string };
  /** Completed with a delayed payment method whose money has not arrived (or failed) yet. */
  awaitingPayment?: boolean;
}

export interface ChargeRecord {
  object: Json & { id: string; amount: number; amount_refunded: number; refunded: boolean; disputed: boolean; payment_intent: string };
}

export interface SubscriptionRecord {
  object: Json & { id: string; status: string; customer: string; metadata: Record<string, string>; latest_invoice: string };
}

export interface InvoiceRecord {
  object: Json & { id: string };
  paymentIntent: string;
}

export class FakeState {
  sessions = new Map<string, SessionRecord>();
  coupons = new Map<
    string,
    Json & {
      id: string;
      amount_off: number | null;
      percent_off: number | null;
      currency: string | null;
      max_redemptions: number | null;
      times_redeemed: number;
      valid: boolean;
    }
  >();
  customers = new Map<
    string,
    Json & { id: string; email: string | null; name: string | null; address: Json | null; shipping: Json | null }
  >();
  charges = new Map<string, ChargeRecord>();
  /** PaymentIntent id → its charge id. */
  paymentIntents = new Map<string, string>();
  refunds = new Map<string, Json & { id: string; amount: number; charge: string; status: string }>();
  disputes = new Map<string, Json & { id: string; charge: string; status: string }>();
  subscriptions = new Map<string, SubscriptionRecord>();
  invoices = new Map<string, InvoiceRecord>();
  portalSessions = new Map<string, Json & { id: string; customer: string; return_url: string | null }>();
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `cs_test_…`, `ch_…`: Stripe's prefixed ids, random so tests never depend on numbering. */
export function newId(prefix: string, length = 24): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return `${prefix}_${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}
