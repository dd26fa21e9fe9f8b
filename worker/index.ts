import { Hono } from 'hono';
import { except } from 'hono/combine';
import { purgeAttemptCounts } from './db/attempt-counts';
import { createDb } from './db/client';
import { purgeEmailDeliveries } from './db/email-deliveries';
import { withPublishedCatalogue } from './catalogue/scope';
import { sendSupplyReminders } from './supplies/reminders';
import { createLogger } from './lib/log';
import { allowedHost } from './middleware/allowed-host';
import { limitBody } from './middleware/body-limit';
import { catalogueVersion } from './middleware/catalogue-version';
import { d1Session } from './middleware/d1-session';
import { httpsOnly } from './middleware/https-only';
import { renderError, renderNotFound } from './middleware/error-handler';
import { requestContext } from './middleware/request-context';
import { sameOriginJson } from './middleware/same-origin';
import { account } from './routes/account';
import { adminApi } from './routes/admin';
import { adminCatalogue } from './routes/admin-catalogue';
import { adminMedia } from './routes/admin-media';
import { adminPages } from './routes/admin-pages';
import { auth } from './routes/auth';
import { deals } from './routes/deals';
import { devPages } from './routes/dev';
import { documents } from './routes/documents';
import { health } from './routes/health';
import { media } from './routes/media';
import { memberships } from './routes/memberships';
import { newsletter } from './routes/newsletter';
import { support } from './routes/support';
import { adminReviews } from './routes/admin-reviews';
import { adminSupport } from './routes/admin-support';
import { orders } from './routes/orders';
import { payments } from './routes/payments';
import { seo } from './routes/seo';
import { stock } from './routes/stock';
import { catalogue } from './routes/catalogue';
import { productReviews } from './routes/product-reviews';
import { deliverEmailBatch } from './mail/consumer';
import type { EmailJob } from './mail/queue';
import { type NoticeStep, resumeStalledRounds } from './early-access/rounds';
import { NOTICE_QUEUE_NAME, runNoticeSteps } from './early-access/step-consumer';
import { sendDueReviewInvitations } from './orders/review-invitations';
import { queueMissedShippedEmails } from './orders/shipment-email';
import { sendLowStockDigest } from './orders/stock-alert';
import { sweepAbandonedOrders, sweepLapsedCheckouts, sweepSoldOutOrders } from './orders/sweep';
import { stripeWebhook } from './routes/stripe-webhook';
import { testPayment } from './routes/test-payment';
import { testSubscription } from './routes/test-subscription';
import { unsubscribe } from './routes/unsubscribe';
import { earlyAccessUnsubscribe } from './routes/early-access';
import { reviewInvitationsUnsubscribe, reviews } from './routes/reviews';
import type { AppEnv } from './lib/app-env';

/** Exported for the contract test (test/worker/api-routes.test.ts), which reads its routes. */
export const app = new Hono<AppEnv>();

app.use('*', requestContext, allowedHost, httpsOnly, d1Session);
// The health check answers for D1 itself, reading it once (worker/routes/health.ts): it needs no catalogue.
app.use('*', except('/api/health', catalogueVersion));

// Stripe's webhook is authenticated by its signature, and one-click unsubscribe (a mail client's
// cross-site POST, RFC 8058) by its signed token, not by origin: mounted before the JSON guard.
app.route('/api/stripe', stripeWebhook);
app.route('/api/newsletter/unsubscribe', unsubscribe);
app.route('/api/early-access', earlyAccessUnsubscribe);
app.route('/api/review-invitations', reviewInvitationsUnsubscribe);
// A product image's upload is the image itself, up to 5 MB: the console's guards and a limit of its own.
app.route('/api/admin/media', adminMedia);
// A whole catalogue document is far over the guard's 16 KB: the console's guards and a limit of its own.
app.route('/api/admin/catalogue', adminCatalogue);

// Every other API route is same-origin JSON with a bounded body.
app.use('/api/*', limitBody, sameOriginJson);
app.route('/api/health', health);
app.route('/api', payments);
app.route('/api/deals', deals);
app.route('/api/orders', orders);
app.route('/api/stock', stock);
app.route('/api/catalogue', catalogue);
app.route('/api/products', productReviews);
app.route('/api/auth', auth);
app.route('/api/account', account);
app.route('/api', memberships);
app.route('/api/newsletter', newsletter);
app.route('/api/support', support);
app.route('/api/reviews', reviews);
// The operator console's API: Cloudflare Access is verified on every request (worker/admin/access.ts).
app.route('/api/admin/support', adminSupport);
app.route('/api/admin/reviews', adminReviews);
app.route('/api/admin', adminApi);
app.all('/api/*', renderNotFound);

// Worker-rendered pages: the local test-payment provider, development tools, robots and sitemap.
app.route('/test-payment', testPayment);
app.route('/test-subscription', testSubscription);
app.route('/dev', devPages);
app.route('/admin', adminPages);
// Product images the operator uploaded, public and immutable.
app.route('/media', media);
app.route('/', seo);

app.route('/', documents);

app.notFound(renderNotFound);
app.onError(renderError);

/** Records of sent or failed e-mails are kept this long for the operator, then deleted with their addresses. */
const EMAIL_RECORDS_KEPT_MS = 90 * 24 * 60 * 60_000;

/**
 * The Cron Trigger's run (wrangler.toml `[triggers]`): orders left open by a double fault are closed (their
 * units back on the shelf), shipping e-mails the queue refused are queued, buyers whose order arrived (or shipped
 * 14 days ago) are invited to review it, early-access announcements the queue lost go on, the operator hears of products that ran low, and old e-mail records and closed attempt counters are deleted.
 */
async function scheduled(_controller: ScheduledController, env: Env): Promise<void> {
  const db = createDb(env.DB);
  await withPublishedCatalogue(env, db, () => scheduledTasks(env, db));
}

async function scheduledTasks(env: Env, db: ReturnType<typeof createDb>): Promise<void> {
  const now = new Date(Date.now());
  const origin = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : null;
  await sweepAbandonedOrders(db, now, createLogger({ task: 'sweep-abandoned-orders' }));
  const afterPaymentDeps = { db, env, queue: env.EMAIL_QUEUE, origin, now };
  await sweepLapsedCheckouts({ ...afterPaymentDeps, log: createLogger({ task: 'sweep-lapsed-checkouts' }) });
  await sweepSoldOutOrders({ ...afterPaymentDeps, log: createLogger({ task: 'sweep-sold-out-orders' }) });
  if (origin)
    await queueMissedShippedEmails(
      { db, bucket: env.MEDIA, queue: env.EMAIL_QUEUE, origin, log: createLogger({ task: 'shipping-emails' }) },
      now,
    );
  if (origin) await sendSupplyReminders({ db, queue: env.EMAIL_QUEUE, origin, now });
  if (origin) await resumeStalledRounds({ db, steps: env.NOTICE_QUEUE, origin, now, log: createLogger({ task: 'early-access-rounds' }) });
  if (origin)
    await sendDueReviewInvitations({
      db,
      bucket: env.MEDIA,
      queue: env.EMAIL_QUEUE,
      origin,
      now,
      log: createLogger({ task: 'review-invitations' }),
    });
  await sendLowStockDigest(
    { db, queue: env.EMAIL_QUEUE, log: createLogger({ task: 'low-stock' }), to: env.STOCK_ALERT_EMAIL || undefined, origin },
    now,
  );
  await purgeEmailDeliveries(db, new Date(now.getTime() - EMAIL_RECORDS_KEPT_MS));
  await purgeAttemptCounts(db, now);
}

/**
 * The queues' consumer (wrangler.toml `[[queues.consumers]]`): the e-mail queue's batches are sent, the notice
 * queue's are steps of early-access rounds. Both read the published catalogue.
 */
async function queue(batch: MessageBatch<EmailJob | NoticeStep>, env: Env): Promise<void> {
  await withPublishedCatalogue(env, createDb(env.DB), () =>
    batch.queue === NOTICE_QUEUE_NAME
      ? runNoticeSteps(batch as MessageBatch<NoticeStep>, env)
      : deliverEmailBatch(batch as MessageBatch<EmailJob>, env),
  );
}

export default { fetch: app.fetch, scheduled, queue } satisfies ExportedHandler<Env, EmailJob | NoticeStep>;
