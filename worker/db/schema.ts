import { sql } from 'drizzle-orm';
import { type AnySQLiteColumn, check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { REVIEW_REJECT_REASONS, REVIEW_STATUSES } from '../../core/reviews';
import { CARRIERS, FULFILMENT_STATUSES } from '../../core/fulfilment';
import { LINE_PRICE_RULES } from '../../core/price-rules';
import { STOCK_MOVEMENT_REASONS } from '../../core/stock';
import { DISPUTE_STATUSES, EMAIL_KINDS, EMAIL_STATUSES, MEMBERSHIP_STATUSES, ORDER_STATUSES, REFUND_STATUSES } from '../../core/statuses';

export type { DisputeStatus, EmailKind, MembershipStatus, OrderStatus, RefundStatus } from '../../core/statuses';

/** Milliseconds since the epoch, set by D1 when the row is written. */
const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);
const timestamp = <N extends string>(name: N) => integer(name, { mode: 'timestamp_ms' });

/** Newsletter subscribers and their one-use first-order coupon (reserved by an open order, then redeemed). */
export const emailSubscribers = sqliteTable('email_subscribers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull(),
  /** The mailbox the address reaches (core/validation mailboxOf): one subscription, one coupon per person. */
  mailbox: text('mailbox').unique(),
  couponCode: text('coupon_code').notNull().unique(),
  language: text('language').notNull().default('en'),
  couponReservedBy: text('coupon_reserved_by'),
  couponRedeemedAt: timestamp('coupon_redeemed_at'),
  /** Set by the unsubscribe link: no more newsletter, and the unused coupon stops working. */
  unsubscribedAt: timestamp('unsubscribed_at'),
  /** Counts the address's subscriptions: a link signed for an earlier one stops working (worker/newsletter/unsubscribe-link.ts). */
  generation: integer('generation').notNull().default(1),
  /**
   * When the mailbox confirmed the subscription through its e-mail's link (double opt-in): until then the
   * coupon cannot be redeemed and the address is not to be sent newsletters.
   */
  confirmedAt: timestamp('confirmed_at'),
  createdAt: createdAt(),
});

export const users = sqliteTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** `algorithm$iterations$salt$hash`, so the cost can be raised for new hashes. */
  passwordHash: text('password_hash').notNull(),
  language: text('language').notNull().default('en'),
  emailVerifiedAt: timestamp('email_verified_at'),
  stripeCustomerId: text('stripe_customer_id').unique(),
  createdAt: createdAt(),
});

/**
 * Accounts deleted by their owner: only the random id, so that Stripe's later events about the account's
 * membership (its end, a last invoice) are recognised as about a deleted account and acknowledged, not
 * refused as "not readable yet" for Stripe's three days of retries. Nothing here names the person.
 */
export const deletedAccounts = sqliteTable('deleted_accounts', {
  userId: text('user_id').primaryKey(),
  deletedAt: timestamp('deleted_at').notNull(),
});

/** Only the SHA-256 of a session token is stored; the token lives in the shopper's cookie. */
export const sessions = sqliteTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
    lastUsedAt: timestamp('last_used_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** E-mail verification, password-reset and one-time sign-in tokens: hashed, single use, expiring. */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'reset', 'signin'] }).notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);

export const orders = sqliteTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** Unguessable; shown to the shopper and used in /payment-success and /api/orders/:reference. */
    reference: text('reference').notNull().unique(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['cart', 'buy_now', 'package'] }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('open'),
    currency: text('currency').notNull().default('usd'),
    subtotalCents: integer('subtotal_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    /** What the shop priced, before sales tax. */
    totalCents: integer('total_cents').notNull(),
    /** When the buyer confirmed being 18 or older (an order holding a muscle-building product, core/age-restriction.ts). */
    ageConfirmedAt: timestamp('age_confirmed_at'),
    /** Sales tax Stripe Tax computed in Checkout (STRIPE_TAX=on), charged on top of the total; 0 without it. */
    taxCents: integer('tax_cents').notNull().default(0),
    shippingId: text('shipping_id').notNull(),
    dealCode: text('deal_code'),
    couponCode: text('coupon_code'),
    /**
     * With a coupon: the keyed hash of the coupon's mailbox (payments/coupon-redeemed.ts). Unlike the mailbox it
     * is kept when the account is deleted, so a paid order with it still counts as that mailbox's first order.
     */
    couponMailboxHash: text('coupon_mailbox_hash'),
    language: text('language').notNull().default('en'),
    /** The published catalogue version that priced the order (core/catalogue-scope.ts): what was sold, as it was then. */
    catalogueVersion: integer('catalogue_version'),
    provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
    providerSessionId: text('provider_session_id').unique(),
    /** Stripe's PaymentIntent of the paid session: refunds and disputes name it. */
    providerPaymentId: text('provider_payment_id').unique(),
    customerEmail: text('customer_email'),
    /** The buyer's mailbox (core/validation mailboxOf), when known: what "first order" is counted by. */
    customerMailbox: text('customer_mailbox'),
    /**
     * The keyed hash of the token the placing browser holds in a cookie: only it can pay or cancel a local
     * order on the test-payment page, and its next checkout closes this one if still open (orders/earlier-checkouts.ts).
     */
    checkoutKey: text('checkout_key'),
    paidAt: timestamp('paid_at'),
    /** Cents returned to the buyer: the order's refunds (order_refunds) that have not failed or been canceled. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Cents of the order's refunds that failed: Stripe could not return them, so the operator must (console). */
    refundFailedCents: integer('refund_failed_cents').notNull().default(0),
    disputeStatus: text('dispute_status', { enum: DISPUTE_STATUSES }),
    /** When Stripe reported the dispute status the order holds (its event's `created`): an older report changes nothing. */
    disputeChangedAt: timestamp('dispute_changed_at'),
    /**
     * When Stripe Radar reported an early fraud warning on the order's charge (the issuer says the card was
     * used without its owner's consent): like an open dispute, it stops the order shipping unless overridden.
     */
    fraudWarningAt: timestamp('fraud_warning_at'),
    /** When the e-mail provider accepted the order-confirmation e-mail (set by the e-mail queue's consumer). */
    confirmationSentAt: timestamp('confirmation_sent_at'),
    /** The shipping address and phone, recorded with the payment (Stripe Checkout, or the local test-payment page). */
    shipName: text('ship_name'),
    shipLine1: text('ship_line1'),
    shipLine2: text('ship_line2'),
    shipCity: text('ship_city'),
    shipState: text('ship_state'),
    shipPostalCode: text('ship_postal_code'),
    shipCountry: text('ship_country'),
    shipPhone: text('ship_phone'),
    /**
     * Separate from payment, forward only: unfulfilled → shipped → delivered, or cancelled before shipping;
     * or before_tracking: paid before the shop tracked fulfilment, so never in the queue (set only by a migration).
     */
    fulfilmentStatus: text('fulfilment_status', { enum: FULFILMENT_STATUSES }).notNull().default('unfulfilled'),
    shippedAt: timestamp('shipped_at'),
    deliveredAt: timestamp('delivered_at'),
    cancelledAt: timestamp('cancelled_at'),
    carrier: text('carrier', { enum: CARRIERS }),
    trackingNumber: text('tracking_number'),
    /**
     * The buyer deleted their account while the order was on its way: the address is erased (all but
     * country and state) once the order is delivered or cancelled.
     */
    eraseAddressOnClose: integer('erase_address_on_close', { mode: 'boolean' }).notNull().default(false),
    /**
     * The units the order took from `inventory`, per limited product (JSON), when they were taken (with its
     * payment; orders placed before that rule took them at checkout) and when they went back (cancelled, or
     * an older order that ended unpaid): each set once, so units never leave or come back twice (worker/db/stock.ts).
     */
    reservedUnits: text('reserved_units', { mode: 'json' }).$type<Record<string, number>>(),
    stockTakenAt: timestamp('stock_taken_at'),
    stockReleasedAt: timestamp('stock_released_at'),
    /** When the order's Checkout session expires at the provider: past it, the sweep asks Stripe how it ended. */
    checkoutExpiresAt: timestamp('checkout_expires_at'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId),
    index('orders_customer_mailbox_idx').on(t.customerMailbox, t.status),
    index('orders_coupon_mailbox_hash_idx').on(t.couponMailboxHash, t.status),
    index('orders_fulfilment_idx').on(t.fulfilmentStatus, t.paidAt),
    index('orders_checkout_key_idx').on(t.checkoutKey, t.status),
  ],
);

/**
 * Units available to sell, per product the operator limits (a product with no row is not limited). An
 * order's units (orders.reserved_units) leave here in the batch that records its payment, and come back
 * once if it is cancelled; an open checkout holds none.
 */
export const inventory = sqliteTable('inventory', {
  productId: text('product_id').primaryKey(),
  stock: integer('stock').notNull(),
  /** At or below it the product is low: the storefront says how many are left and the operator is told. */
  lowThreshold: integer('low_threshold').notNull(),
  /** When the low-stock digest last named the product; cleared when it is restocked above its threshold. */
  lowAlertedAt: timestamp('low_alerted_at'),
  updatedAt: timestamp('updated_at'),
});

/**
 * The stock history: every change an operator makes to a count (a first count, an adjustment with its
 * reason, lifting the limit), with the count it left. Sales and returns are not rows here: they are the
 * orders' own (orders.reserved_units).
 */
export const stockMovements = sqliteTable(
  'stock_movements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    productId: text('product_id').notNull(),
    /** Units added (negative: taken away); for a lifted limit, minus the count that stopped being kept. */
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: STOCK_MOVEMENT_REASONS }).notNull(),
    note: text('note'),
    operatorEmail: text('operator_email').notNull(),
    /** The count right after the change; null once the limit is lifted. */
    stockAfter: integer('stock_after'),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_product_idx').on(t.productId, t.id)],
);

/** A snapshot of what was sold, at the price charged. */
export const orderLines = sqliteTable(
  'order_lines',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id'),
    dealId: text('deal_id'),
    name: text('name').notNull(),
    unitCents: integer('unit_cents').notNull(),
    quantity: integer('quantity').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** What priced the line (core/pricing.ts): the member price, or the catalogue price, inside which order discount. */
    priceRule: text('price_rule', { enum: LINE_PRICE_RULES }).notNull().default('regular'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId)],
);

/** Last-chance deal codes: 25% off, ten minutes, one use (consumed by the order that uses it). */
export const dealCodes = sqliteTable(
  'deal_codes',
  {
    code: text('code').primaryKey(),
    percentOff: integer('percent_off').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    usedByOrderId: text('used_by_order_id'),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
    /** The client the code was issued to (keyed hash of its address, lib/keyed-hash.ts): only it can use the code. */
    clientKey: text('client_key'),
  },
  (t) => [index('deal_codes_client_idx').on(t.clientKey, t.expiresAt)],
);

export const memberships = sqliteTable('memberships', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
  status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('pending'),
  provider: text('provider', { enum: ['local', 'stripe'] }).notNull(),
  providerSubscriptionId: text('provider_subscription_id').unique(),
  currentPeriodEnd: timestamp('current_period_end'),
  cancelAtPeriodEnd: integer('cancel_at_period_end', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at'),
});

/**
 * A shopper's Stripe membership checkout while it can still be paid: one per user, so a second one
 * (another plan, another tab) is refused until this one is paid or expires (worker/memberships/checkout.ts).
 */
export const membershipCheckouts = sqliteTable('membership_checkouts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** This claim's own id: the Checkout request's idempotency key, and a guard on later updates. */
  claimId: text('claim_id').notNull(),
  plan: text('plan', { enum: ['monthly', 'yearly'] }).notNull(),
  /** Stripe's Checkout session, once created. */
  sessionId: text('session_id'),
  /** The session's expires_at: after it, the claim is free to take again. */
  expiresAt: timestamp('expires_at').notNull(),
  createdAt: createdAt(),
});

/**
 * Members' early-access notices queued (worker/early-access/notices.ts): at most one per member and product,
 * ever, so a republish or a rollback that puts a product in early access again e-mails nobody twice.
 */
export const earlyAccessNotices = sqliteTable(
  'early_access_notices',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/**
 * A version's early-access announcement, going out to the members a page at a time (worker/early-access/rounds.ts):
 * each step of the notice queue tells the members after `afterUserId`, in id order, and moves it on; then the
 * `sweep` tells whoever became a member behind the cursor meanwhile. `step` counts the steps taken, so that a step
 * delivered twice moves the round on once. A round the queue lost is picked up again by the hourly task from where
 * it stopped.
 */
export const earlyAccessRounds = sqliteTable(
  'early_access_rounds',
  {
    id: text('id').primaryKey(),
    /** The catalogue version that put these products in early access. */
    version: integer('version').notNull(),
    products: text('products', { mode: 'json' }).$type<string[]>().notNull(),
    afterUserId: text('after_user_id'),
    phase: text('phase', { enum: ['pass', 'sweep'] })
      .notNull()
      .default('pass'),
    step: integer('step').notNull().default(0),
    doneAt: timestamp('done_at'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (t) => [index('early_access_rounds_open').on(t.doneAt, t.updatedAt)],
);

/** Members who turned early-access notices off (the notice's unsubscribe link); their other e-mails go on. */
export const earlyAccessOptOuts = sqliteTable('early_access_opt_outs', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * Supply reminders queued (worker/supplies/reminders.ts): at most one per order line, ever, whatever the
 * hourly task sees after it.
 */
export const supplyReminders = sqliteTable('supply_reminders', {
  orderLineId: integer('order_line_id')
    .primaryKey()
    .references(() => orderLines.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /**
   * Set when the line's supply ran out with no reminder sent (bought before the membership, or while reminders
   * were off): nothing was e-mailed, and the hourly task no longer reads the line.
   */
  lapsed: integer('lapsed', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
});

/** Members who turned supply reminders off in /account; a row's absence means on. */
export const supplyReminderOptOuts = sqliteTable('supply_reminder_opt_outs', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Webhook event ids already applied, written in the same batch as the change they caused. */
export const processedEvents = sqliteTable('processed_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/**
 * Attempt counters that must hold under parallel bursts (sign-in, sign-up, verification e-mails, account
 * deletion; worker/lib/attempt-limits.ts): one fixed window per key, counted by a single upsert at the
 * primary, which D1 runs one at a time. The key names the limit and a keyed hash of what it counts
 * (an e-mail, a mailbox, an account, a client address), never the thing itself.
 */
export const attemptCounts = sqliteTable(
  'attempt_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start').notNull(),
    /** When the window closes; the hourly Cron Trigger deletes the rows past it. */
    windowEnd: timestamp('window_end').notNull(),
  },
  (t) => [index('attempt_counts_window_end_idx').on(t.windowEnd)],
);

/** Attempts and outcomes, without personal data (at most a keyed hash of the e-mail). */
export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    outcome: text('outcome').notNull(),
    subjectHash: text('subject_hash'),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.createdAt)],
);

/**
 * Every e-mail the shop sends, through the e-mail queue (worker/mail/): queued → sent once the provider
 * accepted it, or failed after the last try. The message itself travels in the queue, not here (reset
 * and verification links stay out of D1).
 */
export const emailDeliveries = sqliteTable(
  'email_deliveries',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    /** At most one e-mail per key (an order's confirmation): the first to claim it queues it. */
    dedupeKey: text('dedupe_key').unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    orderId: text('order_id'),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at'),
  },
  (t) => [index('email_deliveries_status_idx').on(t.status, t.createdAt)],
);

/**
 * Every action an operator takes in the console (worker/routes/admin.ts): who (the Cloudflare Access
 * identity), what, on what, when. Written in the same batch as the change it records; never changed.
 */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    operatorEmail: text('operator_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * Each refund of an order as Stripe reports it (refund.* events), or the console for a local order. Its
 * status only moves forward (requires_action, pending → succeeded → failed or canceled), so events in any
 * order leave the same row; the order's refunded_cents is the sum of the refunds still standing.
 */
export const orderRefunds = sqliteTable(
  'order_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at'),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
);

export const ORDER_EVENT_KINDS = ['refund', 'refund_failed', 'dispute'] as const;

/**
 * Money events of a paid order as they were reported (by Stripe's webhook, or the console for local
 * orders), for the order's timeline: each refund with the cumulative amount refunded, each dispute change.
 */
export const orderEvents = sqliteTable(
  'order_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_EVENT_KINDS }).notNull(),
    /** refund: cents refunded so far; refund_failed: the failed refund's amount; dispute: none. */
    amountCents: integer('amount_cents'),
    /** dispute: its new status. */
    status: text('status', { enum: DISPUTE_STATUSES }),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/**
 * Product images the operator uploaded (POST /api/admin/media), one row per distinct file: the R2 key is the
 * SHA-256 of its bytes with the extension of its type, so the same file uploaded again is this same row.
 */
export const media = sqliteTable('media', {
  /** `media/<sha-256 hex>.<ext>`, the object's key in the MEDIA bucket and, after a slash, its public path. */
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  bytes: integer('bytes').notNull(),
  /** The operator's e-mail address as Cloudflare Access gave it. */
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: createdAt(),
});

/** A catalogue row holds its document inline or names it in R2, never both or neither. */
function oneDocument(table: string, columns: { document: AnySQLiteColumn; documentKey: AnySQLiteColumn }) {
  return check(`${table}_one_document`, sql`(${columns.document} is null) <> (${columns.documentKey} is null)`);
}

/**
 * Every published catalogue version (docs/architecture.md, "Catalogue versions"): its number, its document as
 * JSON (core/catalogue-document, `version` equal to the number) and who published it, when and what changed.
 * A row is never updated or deleted; the current version is the highest number, and a publish writes the
 * next number only while the highest is still the one it compared against (worker/db/catalogue.ts).
 */
export const catalogueVersions = sqliteTable(
  'catalogue_versions',
  {
    version: integer('version').primaryKey(),
    /**
     * The document itself, for version 1 only (migration 0020 writes it): every later one is in R2 under
     * `documentKey` (worker/catalogue/stored-documents.ts), since D1 keeps no value over 2 MB and a catalogue of a
     * few hundred products in three languages is larger.
     */
    document: text('document'),
    documentKey: text('document_key'),
    /** The operator's e-mail address as Cloudflare Access gave it (version 1: the file it came from). */
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at').notNull(),
    /** summariseChanges against the version it replaced, as the audit log keeps it. */
    summary: text('summary').notNull(),
    /** A rollback: the earlier version whose content this one publishes again. */
    restoredFrom: integer('restored_from'),
  },
  (table) => [oneDocument('catalogue_versions', table)],
);

/**
 * The one draft the operators edit (id 1): a whole catalogue document, the published version it was last
 * made or published as, and a revision that every save increments, so a save made from an older read is
 * refused instead of overwriting another operator's.
 */
export const catalogueDraft = sqliteTable(
  'catalogue_draft',
  {
    id: integer('id').primaryKey(),
    /**
     * The document as last saved, inline (as migration 0020 wrote it) or in R2 under `documentKey` (every save
     * since); its own `version` field is not kept up to date (the draft's is baseVersion).
     */
    document: text('document'),
    documentKey: text('document_key'),
    baseVersion: integer('base_version').notNull(),
    revision: integer('revision').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at').notNull(),
  },
  (table) => [oneDocument('catalogue_draft', table)],
);

/**
 * A shopper's request from the support form (POST /api/support), answered from the console's Support inbox.
 * `member` is fixed when it is sent (a signed-in shopper with a standing membership), with the reply time
 * promised then (core/support.ts promisedReplyBy). The shopper's first message and every reply are its messages.
 */
export const supportRequests = sqliteTable(
  'support_requests',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    member: integer('member', { mode: 'boolean' }).notNull(),
    orderReference: text('order_reference'),
    subject: text('subject').notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    promisedBy: timestamp('promised_by').notNull(),
    createdAt: createdAt(),
    repliedAt: timestamp('replied_at'),
    closedAt: timestamp('closed_at'),
  },
  (t) => [index('support_requests_inbox_idx').on(t.status, t.member, t.createdAt)],
);

/** The thread of a support request, oldest first: the shopper's message, then the operators' replies. */
export const supportMessages = sqliteTable(
  'support_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    requestId: text('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['shopper', 'operator'] }).notNull(),
    /** The operator's Access identity for a reply; null for the shopper's message. */
    operatorEmail: text('operator_email'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_request_idx').on(t.requestId, t.id)],
);

/** Development only: e-mails the local EmailSender would have sent, listed at /dev/outbox. */
export const emailOutbox = sqliteTable('email_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The message's extra headers (List-Unsubscribe…) as JSON, so the outbox shows what a provider is sent. */
  headers: text('headers'),
  createdAt: createdAt(),
});

/**
 * The review links of an order (issue 39): one per product bought on a line (a package's line gives one per
 * product in it). Only the token's SHA-256 is kept; the link is good for 90 days and gives one review, which
 * the same link then edits or withdraws.
 */
export const reviewInvitations = sqliteTable(
  'review_invitations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    language: text('language').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_invitations_line_product_idx').on(t.orderLineId, t.productId)],
);

/**
 * Reviews buyers wrote through their link. Only `published` ones are shown or counted. `sample` rows are
 * development data (`npm start`); no migration writes them and a production worker never serves them.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    invitationId: integer('invitation_id')
      .unique()
      .references(() => reviewInvitations.id, { onDelete: 'set null' }),
    productId: text('product_id').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    displayName: text('display_name').notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    rejectReason: text('reject_reason', { enum: REVIEW_REJECT_REASONS }),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    reply: text('reply'),
    repliedAt: timestamp('replied_at'),
    sample: integer('sample', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at').notNull(),
    publishedAt: timestamp('published_at'),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.status, t.publishedAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating_check', sql`"rating" between 1 and 5`),
  ],
);

/** Addresses that asked for no review invitations (/account or the invitation's link); a row's absence means on. */
export const reviewOptOuts = sqliteTable('review_opt_outs', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
});

/**
 * One row: bumped in the same batch as every change to what pages show of reviews (publish, reject, edit,
 * withdraw, reply, feature), so that isolates know when to read ratings again and render pages anew.
 */
export const reviewRevision = sqliteTable('review_revision', {
  id: integer('id').primaryKey(),
  revision: integer('revision').notNull().default(0),
});
