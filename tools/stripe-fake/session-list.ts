import { invalid } from './errors.ts';
import type { FormObject } from './form.ts';
import { anything, expand, int, obj, str } from './schema.ts';
import type { FakeState, Json } from './state.ts';

/**
 * GET /v1/checkout/sessions (https://docs.stripe.com/api/checkout/sessions/list): every documented
 * parameter is accepted; the fake filters by payment_intent, subscription, customer and status, newest
 * first, and refuses the paging and filters it does not model rather than ignore them.
 */
const sessionList = obj({
  created: anything(),
  customer: str(),
  customer_account: str(),
  customer_details: anything(),
  ending_before: str(),
  expand: expand(),
  limit: int({ min: 1, max: 100 }),
  payment_intent: str(),
  payment_link: str(),
  starting_after: str(),
  status: str({ enum: ['complete', 'expired', 'open'] }),
  subscription: str(),
});
const MODELLED = new Set(['customer', 'expand', 'limit', 'payment_intent', 'status', 'subscription']);

export function listSessions(state: FakeState, form: FormObject): Json {
  const params = sessionList.parse(form, '');
  const unmodelled = Object.keys(params).find((key) => !MODELLED.has(key));
  if (unmodelled) throw invalid(unmodelled, `The fake does not model listing sessions by ${unmodelled}`);
  const matching = [...state.sessions.values()]
    .map((record) => record.object)
    .filter(
      (session) =>
        (params.payment_intent === undefined || session.payment_intent === params.payment_intent) &&
        (params.subscription === undefined || session.subscription === params.subscription) &&
        (params.customer === undefined || session.customer === params.customer) &&
        (params.status === undefined || session.status === params.status),
    )
    .reverse();
  const limit = params.limit ?? 10;
  return { object: 'list', data: matching.slice(0, limit), has_more: matching.length > limit, url: '/v1/checkout/sessions' };
}
