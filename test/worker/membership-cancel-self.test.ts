import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StripeFake } from '../../tools/stripe-fake/fake';
import { ORIGIN, call, post } from './http';
import { errorOf, query, signedInUser, withCookie } from './auth-helpers';
import { consolePost } from './console-helpers';
import { outboxTo } from './mail-helpers';
import { callWithStripe, operatorStripe, stripeMember, useStripeFake } from './stripe-fake';

/** The member's own cancellation at period end in /account, and its undoing, with either provider. */
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

type Summary = { status: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: string | null };

/** A signed-in member on the local test provider, who paid a monthly membership on 10 March 2026 a minute ago. */
async function localMember(language = 'en') {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T09:00:00Z'));
  const member = await signedInUser();
  await query('update users set language = ? where id = ?', language, member.userId);
  const started = await post('/api/create-checkout', { priceType: 'monthly' }, withCookie(member.cookie));
  const page = new URL(((await started.json()) as { url: string }).url).pathname;
  const paid = await call(`${page}/pay`, {
    method: 'POST',
    body: '',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin', Cookie: member.cookie },
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  vi.setSystemTime(new Date('2026-03-10T09:01:00Z'));
  return member;
}

const change = (action: 'cancel' | 'resume', cookie?: string) => post(`/api/membership/${action}`, {}, withCookie(cookie));

async function membershipOf(cookie: string, caller = call): Promise<Summary | null> {
  return ((await (await caller('/api/membership', withCookie(cookie))).json()) as { membership: Summary | null }).membership;
}

const subjects = async (email: string) => (await outboxTo(email)).map((m) => m.subject);

describe('cancelling and resuming a local membership from /account', () => {
  it('cancels at period end: the member stays a member until then and is e-mailed the date', async () => {
    const { cookie, email } = await localMember();
    const res = await change('cancel', cookie);
    expect(res.status).toBe(200);
    const expected = { status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: '2026-04-10T09:00:00.000Z' };
    expect(((await res.json()) as { membership: Summary }).membership).toMatchObject(expected);
    expect(await membershipOf(cookie)).toMatchObject(expected);

    const [mail] = await outboxTo(email);
    expect(mail.subject).toBe('Your VitaGlow membership is cancelled');
    expect(mail.text).toContain('Your perks last until April 10, 2026.');
    expect(mail.links).toContain(`${ORIGIN}/account`);
  });

  it('resumes before the end: renews again, with an e-mail saying the membership continues', async () => {
    const { cookie, email } = await localMember();
    expect((await change('cancel', cookie)).status).toBe(200);
    vi.setSystemTime(new Date('2026-03-10T09:02:00Z'));
    const res = await change('resume', cookie);
    expect(res.status).toBe(200);
    expect(await membershipOf(cookie)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    const [latest] = await outboxTo(email);
    expect(latest.subject).toBe('Your VitaGlow membership continues');
    expect(latest.text).toContain('renews on April 10, 2026');
  });

  it('sends one e-mail per action: cancel, resume, cancel again is three e-mails; a repeated click is refused with 409', async () => {
    const { cookie, email } = await localMember();
    expect((await change('cancel', cookie)).status).toBe(200);
    const again = await change('cancel', cookie);
    expect(again.status).toBe(409);
    expect(await errorOf(again)).toMatchObject({ code: 'already_cancelled' });
    vi.setSystemTime(new Date('2026-03-10T09:02:00Z'));
    expect((await change('resume', cookie)).status).toBe(200);
    const resumedAgain = await change('resume', cookie);
    expect(resumedAgain.status).toBe(409);
    expect(await errorOf(resumedAgain)).toMatchObject({ code: 'not_cancelled' });
    vi.setSystemTime(new Date('2026-03-10T09:03:00Z'));
    expect((await change('cancel', cookie)).status).toBe(200);
    expect((await subjects(email)).filter((s) => s.includes('membership'))).toEqual([
      'Your VitaGlow membership is cancelled',
      'Your VitaGlow membership continues',
      'Your VitaGlow membership is cancelled',
    ]);
  });

  it('writes the e-mail in the member’s language, Arabic and French, with the account link in that language', async () => {
    const arabic = await localMember('ar');
    expect((await change('cancel', arabic.cookie)).status).toBe(200);
    const [ar] = await outboxTo(arabic.email);
    expect(ar.subject).toBe('تم إلغاء عضويتك في VitaGlow');
    expect(ar.text).toContain('تبقى مزاياك سارية حتى');
    expect(ar.links).toContain(`${ORIGIN}/ar/account`);

    const french = await localMember('fr');
    expect((await change('cancel', french.cookie)).status).toBe(200);
    const [fr] = await outboxTo(french.email);
    expect(fr.subject).toBe('Votre adhésion VitaGlow est résiliée');
    expect(fr.text).toContain('jusqu’au 10 avril 2026');
  });

  it('is sent again from the console while the membership stands as it says, and not once it no longer does', async () => {
    const { cookie, email } = await localMember();
    expect((await change('cancel', cookie)).status).toBe(200);
    await outboxTo(email);
    // As if the e-mail provider had refused it for good.
    await query("update email_deliveries set status = 'failed' where \"to\" = ? and kind = 'membership_cancel'", email);
    const [{ id }] = await query<{ id: string }>('select id from email_deliveries where "to" = ? and kind = \'membership_cancel\'', email);
    expect((await consolePost(`/emails/${id}/retry`)).status).toBe(202);
    expect((await subjects(email)).filter((s) => s === 'Your VitaGlow membership is cancelled')).toHaveLength(2);

    vi.setSystemTime(new Date('2026-03-10T09:02:00Z'));
    expect((await change('resume', cookie)).status).toBe(200);
    await outboxTo(email);
    await query("update email_deliveries set status = 'failed' where \"to\" = ? and kind = 'membership_cancel'", email);
    const stale = await consolePost(`/emails/${id}/retry`);
    expect(stale.status).toBe(409);
    expect(await errorOf(stale)).toMatchObject({ code: 'email_not_retryable' });
  });

  it('needs a session: 401 unauthenticated', async () => {
    for (const action of ['cancel', 'resume'] as const) {
      const res = await change(action);
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toMatchObject({ code: 'unauthenticated' });
    }
  });

  it('answers 409 no_membership to a shopper with nothing to cancel or resume', async () => {
    const { cookie } = await signedInUser();
    for (const action of ['cancel', 'resume'] as const) {
      const res = await change(action, cookie);
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toMatchObject({ code: 'no_membership' });
    }
  });

  it('takes no other input: 400 invalid_request', async () => {
    const { cookie } = await localMember();
    const res = await post('/api/membership/cancel', { reason: 'too expensive' }, withCookie(cookie));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'invalid_request' });
    expect(await membershipOf(cookie)).toMatchObject({ cancelAtPeriodEnd: false });
  });
});

describe('cancelling and resuming a Stripe membership from /account', () => {
  let fake: StripeFake;
  beforeEach(() => {
    fake = useStripeFake();
  });
  const stripeChange = (action: 'cancel' | 'resume', cookie: string) =>
    callWithStripe(`/api/membership/${action}`, { method: 'POST', body: '{}', headers: { Cookie: cookie } });
  const subscriptionOf = (sessionId: string) =>
    fake.state.subscriptions.get(fake.state.sessions.get(sessionId)!.object.subscription as string)!.object;

  it('sets cancel_at_period_end at Stripe, keeps the membership until the period end, and e-mails the date', async () => {
    const { cookie, email, sessionId } = await stripeMember(fake);
    await fake.settled();
    const periodEnd = (await membershipOf(cookie, callWithStripe))!.currentPeriodEnd;
    expect(periodEnd).not.toBeNull();

    const res = await stripeChange('cancel', cookie);
    expect(res.status).toBe(200);
    const update = fake.calls.find((c) => c.method === 'POST' && c.path.startsWith('/v1/subscriptions/'));
    expect(update).toMatchObject({ status: 200, params: { cancel_at_period_end: 'true' } });
    expect(subscriptionOf(sessionId).cancel_at_period_end).toBe(true);
    await fake.settled(); // Stripe's customer.subscription.updated says the same.
    expect(await membershipOf(cookie, callWithStripe)).toEqual(
      expect.objectContaining({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: periodEnd }),
    );
    const mails = (await outboxTo(email)).filter((m) => m.subject === 'Your VitaGlow membership is cancelled');
    expect(mails).toHaveLength(1);
    const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(periodEnd!));
    expect(mails[0].text).toContain(`Your perks last until ${date}.`);

    // At the period's end Stripe ends the subscription, and the membership with it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    await operatorStripe().subscriptions.cancel(subscriptionOf(sessionId).id as string);
    await fake.settled();
    expect(await membershipOf(cookie, callWithStripe)).toMatchObject({ status: 'canceled' });
  });

  it('resumes: cancel_at_period_end false at Stripe and in the shop, with the e-mail that the membership continues', async () => {
    const { cookie, email, sessionId } = await stripeMember(fake);
    await fake.settled();
    expect((await stripeChange('cancel', cookie)).status).toBe(200);
    await fake.settled();
    const res = await stripeChange('resume', cookie);
    expect(res.status).toBe(200);
    const updates = fake.calls.filter((c) => c.method === 'POST' && c.path.startsWith('/v1/subscriptions/'));
    expect(updates.map((c) => c.params)).toEqual([{ cancel_at_period_end: 'true' }, { cancel_at_period_end: 'false' }]);
    expect(subscriptionOf(sessionId).cancel_at_period_end).toBe(false);
    await fake.settled();
    expect(await membershipOf(cookie, callWithStripe)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await outboxTo(email)).filter((m) => m.subject === 'Your VitaGlow membership continues')).toHaveLength(1);
  });

  it('answers 502 payments_unavailable when Stripe fails, and changes nothing nor e-mails', async () => {
    const { cookie, email, sessionId } = await stripeMember(fake);
    await fake.settled();
    vi.restoreAllMocks();
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost.'));
    const res = await stripeChange('cancel', cookie);
    expect(res.status).toBe(502);
    expect(await errorOf(res)).toMatchObject({ code: 'payments_unavailable' });
    expect(subscriptionOf(sessionId).cancel_at_period_end).toBe(false);
    expect(await membershipOf(cookie, callWithStripe)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
    expect((await subjects(email)).filter((s) => s.includes('membership'))).toEqual([]);
  });
});
