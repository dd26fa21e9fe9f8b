import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAccountDetail, AdminOrderRow, AdminSubscriber, Paged } from '../../core/api/admin';
import { errorOf, freshEmail, query, signedInUser } from './auth-helpers';
import { OPERATOR, auditOf, consoleCall, consoleGet } from './console-helpers';
import { post } from './http';
import { createPayment, payLocally } from './payments-helpers';

/*
 * Issue 27, item 16: the console's reads of personal data come only from its own pages, and say who made them.
 * A link or an image on another site sends the operator's Access cookie with it, so a GET that is not
 * same-origin must answer nothing.
 */

afterEach(() => vi.restoreAllMocks());

const auditRows = (action: string) =>
  query<{ operator_email: string; target_type: string; target_id: string; details: string | null }>(
    'select operator_email, target_type, target_id, details from audit_log where action = ? order by id',
    action,
  );

describe('console requests from anywhere but the console', () => {
  const elsewhere = {
    'a link or image on another site': { 'Sec-Fetch-Site': 'cross-site' },
    'a sibling subdomain': { 'Sec-Fetch-Site': 'same-site' },
    'an address typed or bookmarked': { 'Sec-Fetch-Site': 'none' },
    'a client that sends no Fetch Metadata': { 'Sec-Fetch-Site': '' },
  };

  it.each(Object.entries(elsewhere))(
    '%s: the subscriber export and an account’s page answer 403 and export nothing',
    async (_from, headers) => {
      const { userId } = await signedInUser();
      const exportsBefore = (await auditRows('subscribers.export')).length;
      for (const path of ['/subscribers.csv', `/accounts/${userId}`, '/orders?q=vitaglow-mail.com']) {
        const res = await consoleCall(path, { headers });
        expect(res.status, path).toBe(403);
        expect(await errorOf(res)).toMatchObject({ code: 'cross_site_request' });
      }
      expect(await auditRows('subscribers.export')).toHaveLength(exportsBefore);
    },
  );

  it('the console’s own fetches (same-origin) still work', async () => {
    const res = await consoleCall('/subscribers.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
  });
});

describe('reads of personal data are audited', () => {
  it('an order search by e-mail, with what was looked for', async () => {
    const { cookie, email } = await signedInUser();
    const { reference = '' } = await createPayment(
      { items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } },
      { headers: { Cookie: cookie } },
    );
    expect((await payLocally(reference)).status).toBe(303);
    const found = await consoleGet<Paged<AdminOrderRow>>(`/orders?q=${encodeURIComponent(email)}`);
    expect(found.items.map((o) => o.reference)).toEqual([reference]);
    expect((await auditRows('orders.search')).at(-1)).toEqual({
      operator_email: OPERATOR,
      target_type: 'orders',
      target_id: 'search',
      details: JSON.stringify({ q: email }),
    });
  });

  it('an order looked up by its reference is the order’s page, audited on the order', async () => {
    const { reference = '' } = await createPayment({ items: [{ id: 'multivitamin', quantity: 1 }], shipping: { id: 'free-us' } });
    const searches = (await auditRows('orders.search')).length;
    await consoleGet<Paged<AdminOrderRow>>(`/orders?q=${reference}`);
    expect(await auditRows('orders.search')).toHaveLength(searches);
    await consoleGet(`/orders/${reference}`);
    expect(await auditOf('order', reference)).toEqual([{ operator_email: OPERATOR, action: 'order.view', details: null }]);
  });

  it('an account’s page', async () => {
    const { userId, email } = await signedInUser();
    expect(await consoleGet<AdminAccountDetail>(`/accounts/${userId}`)).toMatchObject({ email });
    expect(await auditOf('account', userId)).toEqual([{ operator_email: OPERATOR, action: 'account.view', details: null }]);
  });

  it('a subscriber search and an account search', async () => {
    const email = freshEmail('reader');
    expect((await post('/api/newsletter', { email })).status).toBe(201);
    expect((await consoleGet<Paged<AdminSubscriber>>(`/subscribers?q=${encodeURIComponent(email)}`)).total).toBe(1);
    expect((await auditRows('subscribers.search')).at(-1)).toMatchObject({
      target_type: 'subscribers',
      details: JSON.stringify({ q: email }),
    });
    await consoleGet(`/accounts?q=${encodeURIComponent(email)}`);
    expect((await auditRows('accounts.search')).at(-1)).toMatchObject({ target_type: 'accounts', details: JSON.stringify({ q: email }) });
  });

  it('browsing a list without a search is not a look-up, and leaves no row', async () => {
    const before = await query<{ n: number }>('select count(*) as n from audit_log');
    await consoleGet('/orders');
    await consoleGet('/subscribers?page=1');
    expect(await query<{ n: number }>('select count(*) as n from audit_log')).toEqual(before);
  });
});
