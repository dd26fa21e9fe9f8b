import type { Language } from '../../core/language';
import type { ReviewRejectReason, ReviewStatus } from '../../core/reviews';

export interface ReviewFixture {
  productId: string;
  rating: number;
  status?: ReviewStatus;
  language?: Language;
  title?: string;
  body?: string;
  displayName?: string;
  rejectReason?: ReviewRejectReason | null;
  featured?: boolean;
  reply?: string | null;
  /** Development data: no order or invitation behind it, as `npm start` seeds them. */
  sample?: boolean;
  /** When the buyer wrote it (ms); now by default. */
  createdAt?: number;
  /** When it was published (ms); for a published review, its creation by default. */
  publishedAt?: number | null;
}

export interface InsertedReview {
  id: number;
  /** The delivered order the review's link came with; null for a sample review. */
  orderId: string | null;
  reference: string | null;
  invitationId: number | null;
}

/**
 * A review written straight into D1, as if its buyer had written it through their link: a delivered order with
 * one line of the product, that line's invitation, and the review (a sample review has neither order nor
 * invitation). For tests of what is done with reviews, not of how they are collected.
 */
export async function insertReview(env: { DB: D1Database }, fixture: ReviewFixture): Promise<InsertedReview> {
  const now = Date.now();
  const createdAt = fixture.createdAt ?? now;
  const status = fixture.status ?? 'pending';
  const language = fixture.language ?? 'en';
  const publishedAt = fixture.publishedAt !== undefined ? fixture.publishedAt : status === 'published' ? createdAt : null;
  let orderId: string | null = null;
  let reference: string | null = null;
  let invitationId: number | null = null;
  if (!fixture.sample) {
    orderId = crypto.randomUUID();
    reference = `VG-${orderId.slice(0, 8).toUpperCase()}`;
    const [, line] = await env.DB.batch([
      env.DB.prepare(
        `insert into orders (id, reference, kind, status, subtotal_cents, shipping_cents, total_cents, shipping_id, provider, language,
           customer_email, paid_at, fulfilment_status, shipped_at, delivered_at)
         values (?, ?, 'cart', 'paid', 2999, 0, 2999, 'free-us', 'local', ?, ?, ?, 'delivered', ?, ?)`,
      ).bind(orderId, reference, language, `buyer.${orderId.slice(0, 8)}@vitaglow-mail.com`, createdAt, createdAt, createdAt),
      env.DB.prepare(
        `insert into order_lines (order_id, product_id, name, unit_cents, quantity, total_cents) values (?, ?, ?, 2999, 1, 2999) returning id`,
      ).bind(orderId, fixture.productId, fixture.productId),
    ]);
    const lineId = (line.results[0] as { id: number }).id;
    const invitation = await env.DB.prepare(
      `insert into review_invitations (order_id, order_line_id, product_id, token_hash, language, expires_at, created_at)
       values (?, ?, ?, ?, ?, ?, ?) returning id`,
    )
      .bind(orderId, lineId, fixture.productId, crypto.randomUUID(), language, createdAt + 90 * 86_400_000, createdAt)
      .first<{ id: number }>();
    invitationId = invitation!.id;
  }
  const review = await env.DB.prepare(
    `insert into reviews (invitation_id, product_id, rating, title, body, display_name, language, status, reject_reason, featured,
       reply, replied_at, sample, created_at, updated_at, published_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning id`,
  )
    .bind(
      invitationId,
      fixture.productId,
      fixture.rating,
      fixture.title ?? `${fixture.rating} stars for ${fixture.productId}`,
      fixture.body ?? `What I thought of ${fixture.productId} after a few weeks of taking it daily.`,
      fixture.displayName ?? 'Maria G.',
      language,
      status,
      fixture.rejectReason ?? (status === 'rejected' ? 'spam' : null),
      fixture.featured ? 1 : 0,
      fixture.reply ?? null,
      fixture.reply ? createdAt : null,
      fixture.sample ? 1 : 0,
      createdAt,
      createdAt,
      publishedAt,
    )
    .first<{ id: number }>();
  return { id: review!.id, orderId, reference, invitationId };
}
