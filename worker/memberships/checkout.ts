import type Stripe from 'stripe';
import { DEFAULT_LANGUAGE, isLanguage, stripePortalLocaleOf } from '../../core/language';
import { type PlanId, getPlan } from '../../core/plans';
import { newToken } from '../auth/tokens';
import type { Db } from '../db/client';
import {
  type MembershipCheckout,
  claimMembershipCheckout,
  findMembershipByUser,
  findMembershipCheckout,
  isMember,
  openLocalCheckout,
  releaseMembershipCheckout,
  setMembershipCheckoutSession,
} from '../db/memberships';
import { type User, findUserById, setStripeCustomerId } from '../db/users';
import { ApiError } from '../lib/errors';
import { contentOf } from '../lib/names';
import { CHECKOUT_LIFETIME_MS, checkoutExpiresAt } from '../payments/checkout-lifetime';
import { environmentMetadata } from '../payments/environment-marker';
import { checkoutLocale } from '../payments/stripe';
import { isStripeRefusal } from '../payments/stripe-client';
import { AUTOMATIC_TAX, MEMBERSHIP_TAX_CODE, TAX_EXCLUSIVE } from '../payments/tax';
import type { MembershipProvider } from './provider';
import { localisedPath } from '../../core/pages';

const alreadyMember = () => new ApiError(409, 'already_member', 'This account already has a membership');

/** 409 while another membership checkout of this shopper can still be paid (another plan, another tab). */
const membershipPending = (checkout: Pick<MembershipCheckout, 'plan' | 'expiresAt'>) =>
  new ApiError(409, 'membership_pending', 'A membership checkout of this account is still open', {
    plan: checkout.plan,
    expiresAt: checkout.expiresAt.toISOString(),
  });

/** Stripe metadata on the session and the subscription, read back by worker/memberships/webhook.ts. */
interface MembershipMetadata {
  userId: string;
  plan: PlanId;
}

/**
 * Opens a membership checkout for a signed-in user and returns where to send them: Stripe's hosted
 * subscription Checkout, or the local test page. Members (active or past due) get 409 `already_member`.
 * With Stripe, one checkout at a time: while one can still be paid, the same plan gets that checkout
 * back and another plan 409 `membership_pending`, so no shopper can pay for two memberships.
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
    return await stripeCheckout(db, provider, user, plan, context.origin);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isStripeRefusal(error)) throw new ApiError(502, 'payment_provider_error', 'Stripe refused the membership checkout');
    throw new ApiError(502, 'payments_unavailable', 'Stripe is unreachable or failing');
  }
}

async function stripeCheckout(
  db: Db,
  provider: Extract<MembershipProvider, { name: 'stripe' }>,
  user: User,
  plan: PlanId,
  origin: string,
): Promise<string> {
  const { stripe } = provider;
  const now = new Date(Date.now());
  const open = await findMembershipCheckout(db, user.id);
  let staleSessionId: string | undefined;
  if (open && open.expiresAt > now) {
    if (!open.sessionId) throw membershipPending(open);
    const session = await stripe.checkout.sessions.retrieve(open.sessionId);
    if (session.status === 'open' && session.url) {
      if (open.plan === plan) return session.url;
      throw membershipPending(open);
    }
    // Paid (the membership is being activated by its webhook) or still to settle: not a second one.
    if (session.status !== 'expired') throw membershipPending(open);
    staleSessionId = open.sessionId;
  }

  const claimId = crypto.randomUUID();
  const claimed = await claimMembershipCheckout(db, {
    userId: user.id,
    claimId,
    plan,
    holdUntil: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
    now,
    staleSessionId,
  });
  if (!claimed) throw membershipPending((await findMembershipCheckout(db, user.id)) ?? { plan, expiresAt: now });
  try {
    const session = await createSubscriptionSession(db, provider, user, plan, origin, claimId);
    await setMembershipCheckoutSession(db, user.id, claimId, session.id, new Date(session.expires_at * 1000));
    if (!session.url) throw new Error('Stripe returned a Checkout session without a URL');
    return session.url;
  } catch (error) {
    await releaseMembershipCheckout(db, user.id, claimId);
    throw error;
  }
}

/**
 * The subscription-mode Checkout session, named in the shopper's language. Its idempotency key is the
 * claim's, so the SDK's retries of this one request get the one session back.
 */
async function createSubscriptionSession(
  db: Db,
  { stripe, automaticTax, shopEnvironment }: Extract<MembershipProvider, { name: 'stripe' }>,
  user: User,
  plan: PlanId,
  origin: string,
  claimId: string,
) {
  const customer = await stripeCustomerFor(db, stripe, user);
  const metadata: MembershipMetadata = { userId: user.id, plan };
  const { priceCents, interval } = getPlan(plan);
  const language = isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE;
  const texts = contentOf(language).plans[plan];
  return stripe.checkout.sessions.create(
    {
      mode: 'subscription',
      customer,
      // Stripe Tax needs the customer's address: Checkout asks for it and keeps it on the customer.
      ...(automaticTax ? { ...AUTOMATIC_TAX, customer_update: { address: 'auto' as const } } : {}),
      client_reference_id: user.id,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: priceCents,
            recurring: { interval },
            ...(automaticTax ? { tax_behavior: TAX_EXCLUSIVE } : {}),
            product_data: {
              name: texts.name,
              description: texts.description,
              ...(automaticTax ? { tax_code: MEMBERSHIP_TAX_CODE } : {}),
            },
          },
        },
      ],
      metadata: { ...metadata, ...environmentMetadata(shopEnvironment) },
      subscription_data: { metadata: { ...metadata, ...environmentMetadata(shopEnvironment) } },
      success_url: `${origin}${localisedPath('/account', language)}?membership=started`,
      cancel_url: `${origin}${localisedPath('/', language)}#plans`,
      locale: checkoutLocale(language),
      // Its own lifetime, taken as the request is built: the shopper's one open checkout ends with it.
      expires_at: checkoutExpiresAt(Date.now()),
    },
    { idempotencyKey: `membership-checkout-${claimId}` },
  );
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
  if (!user.stripeCustomerId || membership?.provider !== 'stripe')
    throw new ApiError(409, 'no_membership', 'This account has no Stripe membership');
  const session = await provider.stripe.billingPortal.sessions.create({
    customer: user.stripeCustomerId,
    return_url: origin + localisedPath('/account', isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE),
    locale: stripePortalLocaleOf(isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE),
  });
  return session.url;
}
