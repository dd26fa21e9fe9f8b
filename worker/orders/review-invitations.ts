import { getDeal } from '../../core/deals';
import { languageOf, type Language } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { REVIEW_INVITE_AFTER_SHIPPED_DAYS, REVIEW_LINK_DAYS } from '../../core/reviews';
import { hashToken, newToken } from '../auth/tokens';
import { inOrderVersion } from '../catalogue/versions';
import type { Db } from '../db/client';
import { type OrderLine, findOrderById } from '../db/orders';
import {
  deleteInvitations,
  insertInvitations,
  invitableOrder,
  ordersDueForInvitation,
  renewInvitations,
  reviewInvitationsOn,
  unusedInvitations,
} from '../db/review-links';
import type { Logger } from '../lib/log';
import { productName } from '../lib/names';
import { type EmailJob, queueEmail } from '../mail/queue';
import type { EmailMessage } from '../mail/senders';
import { reviewInvitationEmail } from '../mail/templates/review-invitation';

export interface InvitationDeps {
  db: Db;
  /** Where the catalogue version that priced the order is: a package's products are the ones it held then. */
  bucket: R2Bucket;
  queue: Queue<EmailJob>;
  /** The shop's public origin, for the links. */
  origin: string;
  log: Logger;
  now: Date;
}

const DAY_MS = 24 * 60 * 60_000;

/** The form a link opens: the token in the fragment, so no server log or Referer header sees it (as /auth/reset's). */
export function reviewLinkUrl(origin: string, language: Language, token: string): string {
  return `${origin}${localisedPath('/review', language)}#token=${token}`;
}

/**
 * Where the invitation's opt-out leads: the unsubscribe page, told which e-mails it is for, and the one-click
 * address of the List-Unsubscribe header. Any of the order's review tokens proves the address, expired or used.
 */
export function reviewOptOutLinks(origin: string, language: Language, token: string): { page: string; oneClick: string } {
  return {
    page: `${origin}${localisedPath('/unsubscribe', language)}?notices=reviews#token=${token}`,
    oneClick: `${origin}/api/review-invitations/unsubscribe?token=${token}`,
  };
}

/** The products a line sold: its product, or each product of its package as the order's version held it. */
function productsOf(line: OrderLine): string[] {
  if (line.productId) return [line.productId];
  return [...new Set(getDeal(line.dealId ?? '')?.items.map((item) => item.productId) ?? [])];
}

/**
 * The order's one invitation to review what it bought: a link per product (a package's line gives one per
 * product in it), each a `review_invitations` row holding only its token's SHA-256, good for 90 days. The rows
 * go in before the e-mail is queued and their unique index lets only one caller through, so the console's
 * delivery and the hourly run never both send it; the delivery's dedupe key holds the same from the queue's
 * side. If the queue refuses the e-mail the rows are taken back, for the next hourly run. Orders that may not
 * be invited (worker/db/review-links.ts `invitable`) and buyers who opted out get nothing. True when queued.
 */
export async function inviteToReview(deps: InvitationDeps, orderId: string): Promise<boolean> {
  const order = await invitableOrder(deps.db, orderId);
  if (!order?.customerEmail) return false;
  const language = languageOf(order.language);
  const bought = await inOrderVersion(deps, order, () =>
    order.lines.flatMap((line) => productsOf(line).map((productId) => ({ line, productId, name: productName(productId, language) }))),
  );
  if (bought.length === 0) return false;
  const links = await Promise.all(
    bought.map(async (item) => {
      const token = newToken();
      return { ...item, token, tokenHash: await hashToken(token) };
    }),
  );
  const expiresAt = new Date(deps.now.getTime() + REVIEW_LINK_DAYS * DAY_MS);
  const rows = links.map((link) => ({
    orderId: order.id,
    orderLineId: link.line.id,
    productId: link.productId,
    tokenHash: link.tokenHash,
    language,
    expiresAt,
  }));
  if (!(await insertInvitations(deps.db, rows))) return false;
  const message = reviewInvitationEmail(
    order,
    order.customerEmail,
    links.map((link) => ({ product: link.name, url: reviewLinkUrl(deps.origin, language, link.token) })),
    reviewOptOutLinks(deps.origin, language, links[0]!.token),
  );
  try {
    return await queueEmail(deps, message, { dedupeKey: `review_invitation:${order.id}`, orderId: order.id });
  } catch (error) {
    await deleteInvitations(deps.db, order.id);
    throw error;
  }
}

/**
 * A failed invitation written again (the console's retry): its tokens cannot be read back, so each link not used
 * yet gets a new one, good for 90 days from now, and the old ones stop working. Undefined when there is nothing to
 * invite for any more: the order or its address gone, the buyer opted out since, or every link used.
 */
export async function invitationAgain(
  deps: Pick<InvitationDeps, 'db' | 'bucket' | 'origin' | 'now'>,
  orderId: string | null,
): Promise<EmailMessage | undefined> {
  const order = orderId ? await findOrderById(deps.db, orderId) : undefined;
  if (!order?.customerEmail || !(await reviewInvitationsOn(deps.db, order.customerEmail))) return undefined;
  const unused = await unusedInvitations(deps.db, order.id);
  if (unused.length === 0) return undefined;
  const language = languageOf(order.language);
  const renewed = await Promise.all(
    unused.map(async (invitation) => {
      const token = newToken();
      return { id: invitation.id, productId: invitation.productId, token, tokenHash: await hashToken(token) };
    }),
  );
  await renewInvitations(deps.db, renewed, new Date(deps.now.getTime() + REVIEW_LINK_DAYS * DAY_MS));
  const links = await inOrderVersion(deps, order, () =>
    renewed.map((link) => ({ product: productName(link.productId, language), url: reviewLinkUrl(deps.origin, language, link.token) })),
  );
  return reviewInvitationEmail(order, order.customerEmail, links, reviewOptOutLinks(deps.origin, language, renewed[0]!.token));
}

/** A delivery the queue refused to invite for is tried again by the hourly run for this long. */
const DELIVERED_CATCH_UP_DAYS = 7;
/**
 * A shipment with no delivery recorded is taken as arrived after REVIEW_INVITE_AFTER_SHIPPED_DAYS, and looked
 * at for this many days more: older ones (from before invitations existed, or lost) are left alone.
 */
const SHIPPED_WINDOW_DAYS = 14;

/**
 * The hourly run: orders shipped 14 days ago or more with no delivery recorded, and deliveries whose invitation
 * the queue refused, are invited (each once, as above). Answers how many e-mails were queued.
 */
export async function sendDueReviewInvitations(deps: InvitationDeps): Promise<number> {
  const now = deps.now.getTime();
  const shippedBefore = new Date(now - REVIEW_INVITE_AFTER_SHIPPED_DAYS * DAY_MS);
  const due = await ordersDueForInvitation(deps.db, {
    deliveredSince: new Date(now - DELIVERED_CATCH_UP_DAYS * DAY_MS),
    shippedSince: new Date(shippedBefore.getTime() - SHIPPED_WINDOW_DAYS * DAY_MS),
    shippedBefore,
  });
  let queued = 0;
  for (const orderId of due) {
    try {
      if (await inviteToReview(deps, orderId)) queued += 1;
    } catch (error) {
      deps.log.error('review invitation not queued: the next hourly run will retry', { orderId, error });
    }
  }
  return queued;
}
