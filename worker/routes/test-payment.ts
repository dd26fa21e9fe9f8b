import { type Context, Hono } from 'hono';
import { findOrderByReference, findOrderWithLines } from '../db/orders';
import { afterPayment, afterPaymentDeps } from '../orders/after-payment';
import { orderUnits } from '../db/stock';
import { orderClosedStatements, orderPaidStatements, runStatements } from '../orders/fulfilment';
import { STYLESHEET, renderMessagePage, renderPaymentPage } from '../payments/local-page';
import { isPlacingBrowser } from '../payments/checkout-token';
import { localPaymentId } from '../payments/local';
import { readDeliveryForm } from '../payments/local-address-form';
import { localPaymentsEnabled } from '../payments/provider';
import type { AppEnv } from '../lib/app-env';
import { fromThisSite } from '../lib/this-site';
import { languageOf } from '../../core/language';
import { localisedPath, orderPagePath } from '../../core/pages';

/**
 * The local payment provider's page (development only, PAYMENTS=local): shows the order with the delivery
 * form Stripe Checkout would show (address, phone, a guest's e-mail), Pay and Cancel. Pay records the
 * address through the same statements as Stripe's webhook; a form with problems is shown again (400).
 */
export const testPayment = new Hono<AppEnv>();

testPayment.use('*', async (c, next) => {
  if (!localPaymentsEnabled(c.env)) return c.html(renderMessagePage('Not found', 'There is no test payment here.'), 404);
  await next();
});

testPayment.get('/styles.css', (c) => c.body(STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8' }));

testPayment.get('/:reference', async (c) => {
  const order = await findOrderWithLines(c.get('db'), c.req.param('reference'));
  if (!order || order.reference !== c.req.param('reference') || order.provider !== 'local') return orderNotFound(c);
  return c.html(renderPaymentPage(order, order.lines));
});

testPayment.post('/:reference/pay', async (c) => {
  if (!fromThisSite(c)) return crossSite(c);
  const db = c.get('db');
  const reference = c.req.param('reference');
  const order = await findOrderByReference(db, reference);
  // A Stripe order's placing browser holds its checkout cookie too: only Stripe's webhook records its payment.
  if (!order || order.provider !== 'local') return orderNotFound(c);
  if (!(await isPlacingBrowser(c, order.checkoutKey))) return notYours(c);
  if (order.status === 'open') {
    const delivery = readDeliveryForm(order, await c.req.parseBody());
    if (!delivery.ok) {
      const withLines = await findOrderWithLines(db, reference);
      return c.html(renderPaymentPage(order, withLines?.lines ?? [], delivery), 400);
    }
    const facts = {
      paidAt: new Date(Date.now()),
      providerPaymentId: localPaymentId(order.id),
      address: delivery.address,
      customerEmail: delivery.email,
    };
    await runStatements(db, orderPaidStatements(db, order.id, await orderUnits(db, order.id), facts));
  }
  const after = await findOrderByReference(db, reference);
  if (after?.status !== 'paid' && after?.status !== 'sold_out') return c.redirect(`/test-payment/${encodeURIComponent(reference)}`, 303);
  // The payment is recorded: an e-mail the queue refused is logged, not the shopper's problem (the sweep tries again).
  await afterPayment(afterPaymentDeps(c), reference).catch((error: unknown) =>
    c.get('log').error('what follows the payment did not all happen', { reference, error }),
  );
  return c.redirect(orderPagePath(after), 303);
});

testPayment.post('/:reference/cancel', async (c) => {
  if (!fromThisSite(c)) return crossSite(c);
  const db = c.get('db');
  const reference = c.req.param('reference');
  const order = await findOrderByReference(db, reference);
  if (!order || order.provider !== 'local') return orderNotFound(c);
  if (!(await isPlacingBrowser(c, order.checkoutKey))) return notYours(c);
  await runStatements(db, orderClosedStatements(db, order.id, 'expired', new Date(Date.now())));
  return order.status === 'paid'
    ? c.redirect(`/test-payment/${encodeURIComponent(reference)}`, 303)
    : c.redirect(localisedPath('/payment-cancelled', languageOf(order.language)), 303);
});

function notYours(c: Context<AppEnv>) {
  return c.html(renderMessagePage('Request refused', 'Only the browser that placed this order can pay or cancel it.'), 403);
}

function crossSite(c: Context<AppEnv>) {
  return c.html(renderMessagePage('Request refused', 'Test payments can only be confirmed from this page.'), 403);
}

function orderNotFound(c: Context<AppEnv>) {
  return c.html(renderMessagePage('Order not found', 'There is no order with this reference.'), 404);
}
