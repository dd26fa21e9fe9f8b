import type Stripe from 'stripe';
import type { StripeEventContext } from './stripe-events';

/**
 * Which deployment of the shop opened a Checkout session or a subscription. Deployments sharing one Stripe
 * account (a staging worker on the production account's test mode, two developers' machines) each receive
 * all of the account's events at their webhook endpoints. Each writes its SHOP_ENVIRONMENT_ID into the
 * metadata of what it opens, and its webhook acknowledges the events of what another one opened rather
 * than refusing them with 503 for three days as "its" order or member not readable yet.
 */
const MARKER_KEY = 'shop_env';

/** This deployment's marker: SHOP_ENVIRONMENT_ID, none when it is not set. */
export function shopEnvironmentOf(env: Pick<Env, 'SHOP_ENVIRONMENT_ID'>): string | undefined {
  return env.SHOP_ENVIRONMENT_ID || undefined;
}

/** The metadata naming this deployment, added to every Checkout session and subscription it opens. */
export function environmentMetadata(shopEnvironment: string | undefined): Record<string, string> {
  return shopEnvironment ? { [MARKER_KEY]: shopEnvironment } : {};
}

/**
 * `ours`: this deployment's marker. `another`: another deployment's. `unmarked`: no marker, opened before
 * markers existed (or by a deployment without SHOP_ENVIRONMENT_ID): ours only if what it names is in our
 * database, and acknowledged otherwise.
 */
export type Provenance = 'ours' | 'another' | 'unmarked';

export function provenanceOf(metadata: Stripe.Metadata | null | undefined, ctx: Pick<StripeEventContext, 'shopEnvironment'>): Provenance {
  const marker = metadata?.[MARKER_KEY];
  if (!marker) return 'unmarked';
  return marker === ctx.shopEnvironment ? 'ours' : 'another';
}

/**
 * True for an object another deployment opened, with an info log: its event is then acknowledged (recorded,
 * nothing changed). Not refused: a 503 would bring it back for three days, to no end.
 */
export function isAnotherEnvironments(
  metadata: Stripe.Metadata | null | undefined,
  ctx: Pick<StripeEventContext, 'shopEnvironment' | 'log'>,
  details: Record<string, unknown>,
): boolean {
  if (provenanceOf(metadata, ctx) !== 'another') return false;
  ctx.log.info('Stripe event about another environment’s session or subscription acknowledged', {
    ...details,
    marker: metadata?.[MARKER_KEY],
    shopEnvironment: ctx.shopEnvironment ?? null,
  });
  return true;
}
