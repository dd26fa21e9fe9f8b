import { describe, expect, it } from 'vitest';
import type { AdminSupportRequest, AdminSupportRow, SupportAnswer } from '../../core/api/support';
import { promisedReplyBy } from '../../core/support';
import { PASSWORD, errorOf, freshEmail, query, signedInMember, signedInUser, withCookie } from './auth-helpers';
import { OPERATOR, auditOf, consoleGet, consolePost } from './console-helpers';
import { call, post, wellInsideLimitWindow } from './http';
import { outboxTo } from './mail-helpers';

/** The footer's contact form (POST /api/support) and the console's Support inbox. */

const form = (overrides: Record<string, unknown> = {}) => ({
  email: freshEmail('help'),
  subject: 'My parcel has not arrived',
  message: 'Hello,\nmy order VG-1 has not arrived yet.',
  language: 'en',
  ...overrides,
});

const send = (body: Record<string, unknown>, init: RequestInit = {}) => post('/api/support', body, init);

async function sent(body: Record<string, unknown>, init: RequestInit = {}): Promise<SupportAnswer> {
  const res = await send(body, init);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as SupportAnswer;
}

const storedCount = async () => (await query<{ n: number }>('select count(*) as n from support_requests'))[0].n;

describe('POST /api/support', () => {
  it.each([
    ['a missing e-mail', { email: '' }, 'email_required'],
    ['a bad e-mail', { email: 'not an address' }, 'email_invalid'],
    ['an empty subject', { subject: '  ' }, 'subject_required'],
    ['an empty message', { message: ' \n\t ' }, 'message_required'],
    ['a message too long', { message: 'x'.repeat(4001) }, 'message_too_long'],
    ['a subject too long', { subject: 'x'.repeat(121) }, 'subject_too_long'],
    ['control characters', { message: 'hello\u0000\u001b[2J' }, 'invalid_characters'],
    ['a bidi override', { subject: 'refund \u202Edeen I' }, 'invalid_characters'],
    ['a malformed order reference', { orderReference: '<script>' }, 'order_reference_invalid'],
  ])('refuses %s with 400 and its code, storing nothing', async (_, change, code) => {
    const before = await storedCount();
    const body = form(change);
    const res = await send(body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe(code);
    expect(await storedCount()).toBe(before);
    if (typeof body.email === 'string' && body.email.includes('@')) expect(await outboxTo(body.email)).toEqual([]);
  });

  it('refuses an absurd body (400 invalid_request) before reading it', async () => {
    const res = await send(form({ message: 'x'.repeat(12_001) }));
    expect([400, 413]).toContain(res.status);
  });

  it('stores the request with its message as plain text and confirms it by e-mail in the form’s language', async () => {
    const body = form({ language: 'fr', message: 'Bonjour <b>équipe</b>,\r\nmon colis ?', orderReference: 'vg-2026-ab12' });
    const answer = await sent(body);
    expect(answer.member).toBe(false);
    const [row] = await query<{ email: string; order_reference: string; language: string; status: string }>(
      'select email, order_reference, language, status from support_requests where id = ?',
      answer.id,
    );
    expect(row).toEqual({ email: body.email, order_reference: 'VG-2026-AB12', language: 'fr', status: 'open' });
    const thread = await query<{ author: string; text: string }>(
      'select author, text from support_messages where request_id = ?',
      answer.id,
    );
    expect(thread).toEqual([{ author: 'shopper', text: 'Bonjour <b>équipe</b>,\nmon colis ?' }]);

    const [mail] = await outboxTo(body.email as string);
    expect(mail.subject).toBe('Nous avons bien reçu votre message\u00a0: My parcel has not arrived');
    expect(mail.text).toContain('nous vous répondrons d’ici le');
    expect(mail.text).toContain('Bonjour <b>équipe</b>,\nmon colis ?');
  });

  it('is limited per client like the other forms (10 a minute), then 429 with nothing stored', async () => {
    const client = { 'CF-Connecting-IP': '2001:db8:5a::1' };
    await wellInsideLimitWindow();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await send(form({ email: '' }), { headers: client })).status);
    expect(answers).toEqual(Array(10).fill(400));
    const before = await storedCount();
    const refused = await send(form(), { headers: client });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(await storedCount()).toBe(before);
  });
});

describe('the console’s Support inbox', () => {
  it('answers 401 to every support route without Access', async () => {
    const { id } = await sent(form());
    expect((await call('/api/admin/support')).status).toBe(401);
    expect((await call(`/api/admin/support/${id}`)).status).toBe(401);
    expect((await post(`/api/admin/support/${id}/replies`, { text: 'Hi' })).status).toBe(401);
    expect((await post(`/api/admin/support/${id}/close`, {})).status).toBe(401);
  });

  it('marks a signed-in member’s request, lists it first and promises the member reply time', async () => {
    const guest = await sent(form());
    const { cookie, email } = await signedInMember();
    const member = await sent(form({ email, subject: 'Member question' }), withCookie(cookie));
    expect(member.member).toBe(true);
    // Typing a member's address without signing in is not enough: anyone can type any address.
    expect((await sent(form({ email }))).member).toBe(false);

    const { items } = await consoleGet<{ items: AdminSupportRow[] }>('/support');
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(member.id)).toBeLessThan(ids.indexOf(guest.id));
    // Every member's request comes before every other one.
    const members = items.filter((item) => item.member).length;
    expect(items.slice(0, members).every((item) => item.member)).toBe(true);
    const memberRow = items.find((item) => item.id === member.id)!;
    const guestRow = items.find((item) => item.id === guest.id)!;
    expect(memberRow).toMatchObject({ member: true, status: 'open', overdue: false });
    expect(memberRow.promisedBy).toBe(promisedReplyBy(new Date(memberRow.createdAt), true).toISOString());
    expect(guestRow.promisedBy).toBe(promisedReplyBy(new Date(guestRow.createdAt), false).toISOString());
  });

  it('e-mails the operator’s reply in the requester’s language, keeps it in the thread, audits it and closes the request', async () => {
    const body = form({ language: 'ar', subject: 'أين طلبي؟' });
    const { id } = await sent(body);
    const res = await consolePost(`/support/${id}/replies`, { text: 'Your parcel left today.\nTracking: 1Z999' });
    expect(res.status, await res.clone().text()).toBe(201);
    const request = (await res.json()) as AdminSupportRequest;
    expect(request.status).toBe('answered');
    expect(request.messages.map((m) => [m.author, m.text])).toEqual([
      ['shopper', body.message],
      ['operator', 'Your parcel left today.\nTracking: 1Z999'],
    ]);
    expect(request.messages[1].operatorEmail).toBe(OPERATOR);

    const [reply] = await outboxTo(body.email as string);
    expect(reply.subject).toBe('رد: أين طلبي؟');
    expect(reply.text).toContain('رد من خدمة عملاء VitaGlow:');
    expect(reply.text).toContain('Your parcel left today.\nTracking: 1Z999');

    const refused = await consolePost(`/support/${id}/replies`, { text: 'bad\u0007bell' });
    expect(refused.status).toBe(400);
    expect((await errorOf(refused)).code).toBe('invalid_characters');

    const closed = await consolePost(`/support/${id}/close`);
    expect(((await closed.json()) as AdminSupportRequest).status).toBe('closed');
    expect((await auditOf('support_request', id)).map((row) => [row.operator_email, row.action])).toEqual([
      [OPERATOR, 'support.reply'],
      [OPERATOR, 'support.close'],
    ]);
    const open = await consoleGet<{ items: AdminSupportRow[] }>('/support');
    expect(open.items.map((item) => item.id)).not.toContain(id);
    expect((await consoleGet<AdminSupportRequest>(`/support/${id}`)).messages).toHaveLength(2);
  });

  it('sends a failed confirmation or reply again from the E-mail page, written anew from the request', async () => {
    const body = form({ language: 'fr' });
    const { id } = await sent(body);
    await consolePost(`/support/${id}/replies`, { text: 'Voici la réponse.' });
    const before = await outboxTo(body.email as string);
    expect(before.map((m) => m.subject).sort()).toEqual([
      'Nous avons bien reçu votre message\u00a0: My parcel has not arrived',
      'Re\u00a0: My parcel has not arrived',
    ]);
    // Both as if the provider had refused them for good.
    await query('update email_deliveries set status = \'failed\' where "to" = ?', body.email);
    const failed = await query<{ id: string }>('select id from email_deliveries where "to" = ? order by created_at', body.email);
    for (const { id: deliveryId } of failed) expect((await consolePost(`/emails/${deliveryId}/retry`)).status).toBe(202);
    const after = await outboxTo(body.email as string);
    expect(after.map((m) => m.text).sort()).toEqual([...before, ...before].map((m) => m.text).sort());
  });

  it('deletes the support requests of an account deleted, with their threads', async () => {
    const { cookie, email } = await signedInUser(freshEmail('leaving'));
    const signedInRequest = await sent(form({ email: freshEmail('other') }), withCookie(cookie));
    const byAddress = await sent(form({ email }));
    const res = await post('/api/account/delete', { password: PASSWORD }, withCookie(cookie));
    expect(res.status, await res.clone().text()).toBe(200);
    for (const { id } of [signedInRequest, byAddress]) {
      expect(await query('select id from support_requests where id = ?', id)).toEqual([]);
      expect(await query('select id from support_messages where request_id = ?', id)).toEqual([]);
    }
  });

  it('lists the account’s support requests and their threads in its data export', async () => {
    const { cookie, email } = await signedInUser(freshEmail('export'));
    const { id } = await sent(form({ email, subject: 'Export me' }), withCookie(cookie));
    await consolePost(`/support/${id}/replies`, { text: 'Here is our answer.' });
    const data = (await (await call('/api/account/export', withCookie(cookie))).json()) as { support: unknown[] };
    expect(data.support).toEqual([
      expect.objectContaining({
        email,
        subject: 'Export me',
        status: 'answered',
        messages: [
          expect.objectContaining({ from: 'you', text: 'Hello,\nmy order VG-1 has not arrived yet.' }),
          expect.objectContaining({ from: 'VitaGlow support', text: 'Here is our answer.' }),
        ],
      }),
    ]);
  });
});
