import { REFUND_REASONS } from './enums.ts';
import { invalid, noSuchObject, noSuchParam } from './errors.ts';
import type { FormObject } from './form.ts';
import { bool, expand, int, metadata, obj, str } from './schema.ts';
import { type ChargeRecord, type FakeState, type Json, newId } from './state.ts';

/** A succeeded payment: its PaymentIntent (new, or the one that was processing) and Charge. */
export function recordCharge(
  state: FakeState,
  amount: number,
  now: number,
  extra: Json = {},
  paymentIntent = newId('pi', 24),
): ChargeRecord['object'] {
  const charge = {
    id: newId('ch', 24),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    captured: true,
    created: Math.floor(now / 1000),
    currency: 'usd',
    disputed: false,
    livemode: false,
    metadata: {},
    paid: true,
    payment_intent: paymentIntent,
    refunded: false,
    status: 'succeeded',
    ...extra,
  };
  state.charges.set(charge.id, { object: charge });
  state.paymentIntents.set(paymentIntent, charge.id);
  return charge;
}

/** POST /v1/refunds (https://docs.stripe.com/api/refunds/create): a charge or a PaymentIntent, not both. */
const refundCreate = obj(
  {
    amount: int({ min: 1 }),
    charge: str({ nonEmpty: true }),
    currency: str(),
    customer: str(),
    expand: expand(),
    instructions_email: str({ email: true }),
    metadata: metadata(),
    origin: str({ enum: ['customer_balance'] }),
    payment_intent: str({ nonEmpty: true }),
    reason: str({ enum: REFUND_REASONS }),
    refund_application_fee: bool(),
    reverse_transfer: bool(),
  },
  { oneOf: [{ keys: ['charge', 'payment_intent'], exactlyOne: true }] },
);

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * "You can optionally refund only part of a charge. You can do so multiple times, until the entire charge
 * has been refunded. Once entirely refunded, a charge can't be refunded again." A disputed charge cannot be
 * refunded (error code charge_disputed).
 */
export function createRefund(state: FakeState, form: FormObject, now: number) {
  const params = refundCreate.parse(form, '');
  const chargeId = params.charge ?? state.paymentIntents.get(params.payment_intent!);
  const record = chargeId ? state.charges.get(chargeId) : undefined;
  if (!record) {
    throw params.charge !== undefined
      ? noSuchParam('charge', 'charge', params.charge)
      : noSuchParam('payment_intent', 'payment_intent', params.payment_intent!);
  }
  const charge = record.object;
  if (charge.disputed) throw invalid('charge', `Charge ${charge.id} has been charged back; it cannot be refunded.`, 'charge_disputed');
  const remaining = charge.amount - charge.amount_refunded;
  if (remaining === 0) throw invalid('charge', `Charge ${charge.id} has already been refunded.`, 'charge_already_refunded');
  const amount = params.amount ?? remaining;
  if (amount > remaining) {
    throw invalid(
      'amount',
      `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(remaining)})`,
      'amount_too_large',
    );
  }
  const previous = { amount_refunded: charge.amount_refunded, refunded: charge.refunded };
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  const refund = {
    id: newId('re', 24),
    object: 'refund',
    amount,
    charge: charge.id,
    created: Math.floor(now / 1000),
    currency: 'usd',
    metadata: params.metadata ?? {},
    payment_intent: charge.payment_intent,
    reason: params.reason ?? null,
    status: 'succeeded',
  };
  state.refunds.set(refund.id, refund);
  return { refund, charge, previous };
}

/** Refund failure reasons (https://docs.stripe.com/api/refunds/object#refund_object-failure_reason). */
export const REFUND_FAILURE_REASONS = [
  'charge_for_pending_refund_disputed',
  'declined',
  'expired_or_canceled_card',
  'insufficient_funds',
  'lost_or_stolen_card',
  'merchant_request',
  'unknown',
] as const;

/**
 * The fake's own control: a refund fails after it was made (https://docs.stripe.com/refunds#failed-refunds),
 * even one that had succeeded. Its money goes back to the Stripe balance, so the charge counts it as
 * refunded no longer.
 */
export function failRefund(state: FakeState, refundId: string, reason: (typeof REFUND_FAILURE_REASONS)[number]) {
  const refund = state.refunds.get(refundId);
  if (!refund) throw noSuchObject('refund', refundId);
  if (refund.status === 'failed' || refund.status === 'canceled')
    throw invalid(undefined, `Refund ${refundId} is already ${refund.status}.`);
  const previous = { status: refund.status, failure_reason: null };
  Object.assign(refund, { status: 'failed', failure_reason: reason });
  const charge = state.charges.get(refund.charge)!.object;
  charge.amount_refunded -= refund.amount;
  charge.refunded = false;
  return { refund, previous };
}

/**
 * A dispute's statuses and the moves between them (https://docs.stripe.com/disputes/how-disputes-work,
 * https://docs.stripe.com/api/disputes/object#dispute_object-status): an inquiry (warning_*) closes or
 * becomes a chargeback; a chargeback is won or lost; a lost one may be appealed (appeal_*, since
 * 2026-09-30) and then won or lost; dispute prevention closes an inquiry or a chargeback as prevented.
 */
export const DISPUTE_MOVES: Record<string, readonly string[]> = {
  warning_needs_response: ['warning_under_review', 'warning_closed', 'needs_response', 'prevented'],
  warning_under_review: ['warning_closed', 'needs_response', 'prevented'],
  needs_response: ['under_review', 'won', 'lost', 'prevented'],
  under_review: ['won', 'lost'],
  lost: ['appeal_needs_response'],
  appeal_needs_response: ['appeal_under_review', 'lost'],
  appeal_under_review: ['won', 'lost'],
  won: [],
  warning_closed: [],
  prevented: [],
};
export type DisputeStatus = keyof typeof DISPUTE_MOVES;

/**
 * The fake's own control: a cardholder disputes a charge (Stripe's tests use a card number for this). Most
 * disputes start as needs_response or, for an inquiry, warning_needs_response; some arrive already
 * decided (`status`), as some payment methods' disputes do.
 */
export function openDispute(state: FakeState, chargeId: string, now: number, options: { reason?: string; status?: DisputeStatus } = {}) {
  const record = state.charges.get(chargeId);
  if (!record) throw noSuchObject('charge', chargeId);
  const charge = record.object;
  if (charge.disputed) throw invalid(undefined, `Charge ${chargeId} is already disputed.`);
  const status = options.status ?? 'needs_response';
  if (!(status in DISPUTE_MOVES)) throw invalid('status', `Not a dispute status: ${status}`);
  charge.disputed = true;
  const dispute = {
    id: newId('dp', 24),
    object: 'dispute',
    amount: charge.amount - charge.amount_refunded,
    charge: charge.id,
    created: Math.floor(now / 1000),
    currency: 'usd',
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent,
    reason: options.reason ?? 'fraudulent',
    status,
  };
  state.disputes.set(dispute.id, dispute);
  return dispute;
}

/** The fake's own control: the dispute moves on, as the card network and the issuer decide. */
export function moveDispute(state: FakeState, disputeId: string, status: string) {
  const dispute = state.disputes.get(disputeId);
  if (!dispute) throw noSuchObject('dispute', disputeId);
  if (!DISPUTE_MOVES[dispute.status]?.includes(status)) throw invalid('status', `A dispute in ${dispute.status} cannot become ${status}.`);
  const previous = { status: dispute.status };
  dispute.status = status;
  return { dispute, previous };
}

/** Early fraud warning types (https://docs.stripe.com/api/radar/early_fraud_warnings/object#early_fraud_warning_object-fraud_type). */
export const FRAUD_TYPES = [
  'card_never_received',
  'fraudulent_card_application',
  'made_with_counterfeit_card',
  'made_with_lost_card',
  'made_with_stolen_card',
  'misc',
  'unauthorized_use_of_card',
] as const;

/**
 * The fake's own control: the card's issuer reports a charge as fraudulent, and Radar makes an early fraud
 * warning (https://docs.stripe.com/disputes/how-disputes-work#early-fraud-warnings). It is `actionable`
 * while the charge can still be refunded to head off a dispute: not refunded in full and not disputed.
 */
export function warnOfFraud(state: FakeState, chargeId: string, now: number, fraudType: string = 'made_with_stolen_card') {
  const record = state.charges.get(chargeId);
  if (!record) throw noSuchObject('charge', chargeId);
  if (!(FRAUD_TYPES as readonly string[]).includes(fraudType)) throw invalid('fraud_type', `Not a fraud type: ${fraudType}`);
  const charge = record.object;
  return {
    id: newId('issfr', 24),
    object: 'radar.early_fraud_warning',
    actionable: !charge.refunded && !charge.disputed,
    charge: charge.id,
    created: Math.floor(now / 1000),
    fraud_type: fraudType,
    livemode: false,
    payment_intent: charge.payment_intent,
  };
}
