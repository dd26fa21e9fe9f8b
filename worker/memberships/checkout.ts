import type Stripe from 'stripe';
import type { Language } from '../../core/language';
import { type PlanId, getPlan } from '../../core/plans';
import { newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { findMembershipByUser, isMember, openLocalCheckout } from '../db/memberships';
import { type User, findUserById, setStripeCustomerId } from '../db/users';
import { ApiError } from '../lib/errors';
import { isStripeRefusal } from '../payments/stripe-client';
import type { MembershipProvider } from './provider';

const alreadyMember = () => new ApiError(409, 'already_member', 'This account already has a membership');

/** Stripe metadata on the session and the subscription, read back by worker/memberships/webhook.ts. */
interface MembershipMetadata {
  userId: string;
  plan: PlanId;
}

const PRODUCT_NAMES: Record<PlanId, string> = { monthly: 'VitaGlow Monthly Membership', yearly: 'VitaGlow Yearly Membership' };

/**
 * Opens a membership checkout for a signed-in user and returns where to send them: Stripe's hosted
 * subscription Checkout, or the local test page. Members (active or past due) get 409 `already_member`.
 */
export async function startMembershipCheckout(
  db: Db,
  provider: MembershipProvider,
  user: User,
  plan: PlanId,
  context: { origin: string },
): Promise<string> {
  if (isMember(await findMembershipByUser(db, user.id))) throw alreadyMember();
  if (provider.name === 'local') {
    const subscriptionId = `local_${newToken()}`;
    if (!(await openLocalCheckout(db, { userId: user.id, plan, subscriptionId, now: new Date(Date.now()) }))) throw alreadyMember();
    return `${context.origin}/test-subscription/${subscriptionId}`;
  }
  try {
    return await stripeCheckout(db, provider.stripe, user, plan, context.origin);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isStripeRefusal(error)) throw new ApiError(502, 'payment_provider_error', 'Stripe refused the membership checkout');
    throw new ApiError(502, 'payments_unavailable', 'Stripe is unreachable or failing');
  }
}

/**
 * Requests for the same user and plan within one window share an idempotency key, so a double click
 * or a retry after a lost answer gets the same Checkout session instead of a second one.
 */
const IDEMPOTENCY_WINDOW_MS = 10 * 60_000;

async function stripeCheckout(db: Db, stripe: Stripe, user: User, plan: PlanId, origin: string): Promise<string> {
  const customer = await stripeCustomerFor(db, stripe, user);
  const metadata: MembershipMetadata = { userId: user.id, plan };
  const { priceCents, interval } = getPlan(plan);
  const session = await stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: priceCents, recurring: { interval }, product_data: { name: PRODUCT_NAMES[plan] } },
        },
      ],
      metadata: { ...metadata },
      subscription_data: { metadata: { ...metadata } },
      success_url: `${origin}/account?membership=started`,
      cancel_url: `${origin}/#plans`,
      locale: checkoutLocale(user.language),
    },
    { idempotencyKey: `membership-checkout-${user.id}-${plan}-${Math.floor(Date.now() / IDEMPOTENCY_WINDOW_MS)}` },
  );
  if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
  return session.url;
}

/** Checkout speaks English and French; Arabic shoppers get Stripe's choice from the browser. */
function checkoutLocale(language: string): Stripe.Checkout.SessionCreateParams.Locale {
  return language === 'fr' || language === 'en' ? (language satisfies Language) : 'auto';
}

/**
 * One Stripe customer per user, recorded in users.stripeCustomerId. The idempotency key makes two
 * concurrent first checkouts get the same customer from Stripe.
 */
async function stripeCustomerFor(db: Db, stripe: Stripe, user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, name: user.name, metadata: { userId: user.id } },
    { idempotencyKey: `customer-${user.id}` },
  );
  await setStripeCustomerId(db, user.id, customer.id);
  // Whichever id was stored first wins, should another request have raced this one.
  return (await findUserById(db, user.id))?.stripeCustomerId ?? customer.id;
}

/** Stripe's customer portal for a member, returning to /account. Local payments have no portal. */
export async function openBillingPortal(db: Db, provider: MembershipProvider, user: User, origin: string): Promise<string> {
  if (provider.name === 'local') throw new ApiError(409, 'portal_unavailable', 'The local test provider has no billing portal');
  const membership = await findMembershipByUser(db, user.id);
  if (!user.stripeCustomerId || membership?.provider !== 'stripe') throw new ApiError(409, 'no_membership', 'This account has no Stripe membership');
  const session = await provider.stripe.billingPortal.sessions.create({
    customer: user.stripeCustomerId,
    return_url: `${origin}/account`,
    locale: checkoutLocale(user.language) as Stripe.BillingPortal.SessionCreateParams.Locale,
  });
  return session.url;
}
