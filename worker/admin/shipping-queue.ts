import type { PackingSlip } from '../../core/api/admin';
import { type CatalogueStores, inOrderVersion } from '../catalogue/versions';
import { needsAdultSignature } from '../../core/age-restriction';
import { getDeal } from '../../core/deals';
import { auditStatement } from '../db/audit';
import type { Db } from '../db/client';
import { ordersWithLines, shippingQueueAfter } from '../db/fulfilment';
import { type Order, type OrderLine, addressOf } from '../db/orders';
import { csvLine } from '../lib/csv';
import { productName } from '../lib/names';
import type { Operator } from '../lib/app-env';
import { holdOf } from './fulfilment';

const SLICE = 200;

/** What goes in the box for a line: a package opens into its products. */
function contentsOf(line: Pick<OrderLine, 'dealId' | 'quantity'>): PackingSlip['lines'][number]['contents'] {
  const deal = line.dealId ? getDeal(line.dealId) : undefined;
  if (!deal) return [];
  return deal.items.map((item) => ({ name: productName(item.productId), quantity: item.quantity * line.quantity }));
}

/** Whether the order's parcel needs an adult's signature (by the country and state it ships to, kept even once the address is erased). */
export function adultSignatureFor(order: Order & { lines: OrderLine[] }): boolean {
  return needsAdultSignature(order.lines, order.shipCountry ? { country: order.shipCountry, state: order.shipState } : null);
}

export function packingSlipOf(order: Order & { lines: OrderLine[] }): PackingSlip {
  return {
    reference: order.reference,
    paidAt: order.paidAt?.toISOString() ?? null,
    shippingId: order.shippingId,
    address: addressOf(order),
    adultSignature: adultSignatureFor(order),
    hold: holdOf(order),
    lines: order.lines.map((line) => ({ name: line.name, quantity: line.quantity, contents: contentsOf(line) })),
  };
}

/** Packing slips for the given orders, in the order asked (unknown references are left out). */
export async function packingSlips(stores: CatalogueStores, references: readonly string[]): Promise<PackingSlip[]> {
  const found = new Map((await ordersWithLines(stores.db, references)).map((order) => [order.reference, order]));
  const slips = await Promise.all(
    references.map((reference) => {
      const order = found.get(reference);
      // A package opens into the products it held when it was sold.
      return order ? inOrderVersion(stores, order, () => packingSlipOf(order)) : undefined;
    }),
  );
  return slips.filter((slip) => slip !== undefined);
}

const HEADER = [
  'reference',
  'paid_at',
  'shipping',
  'name',
  'line1',
  'line2',
  'city',
  'state',
  'postal_code',
  'country',
  'phone',
  'email',
  'items',
  'hold',
  'carrier',
  'tracking',
];

/**
 * GET /api/admin/shipping.csv: the whole "To ship" queue, oldest first, streamed slice by slice, for a
 * warehouse. `hold` names an order that must not ship (its payment disputed or flagged for fraud: the
 * import refuses it). Its last two columns are empty: filled in with the carrier and tracking number, the file
 * can be imported back as it is. Taking addresses out of the shop is audited before the first byte.
 */
export async function shippingQueueCsv(db: Db, operator: Operator, now: Date): Promise<Response> {
  await auditStatement(db, { operatorEmail: operator.email, action: 'shipping.export', targetType: 'orders', targetId: 'to-ship', now });
  const encoder = new TextEncoder();
  let after: { paidAt: Date; id: string } | null = null;
  let headerSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(HEADER)));
        return;
      }
      const rows = await shippingQueueAfter(db, after, SLICE);
      const withLines = new Map(
        (
          await ordersWithLinesInSlices(
            db,
            rows.map((r) => r.reference),
          )
        ).map((o) => [o.reference, o]),
      );
      for (const row of rows) {
        const order = withLines.get(row.reference) ?? { ...row, lines: [] };
        const a = addressOf(order);
        const items = order.lines.map((line) => `${line.quantity} × ${line.name}`).join('; ');
        controller.enqueue(
          encoder.encode(
            csvLine([
              order.reference,
              order.paidAt?.toISOString() ?? '',
              order.shippingId,
              a?.name ?? '',
              a?.line1 ?? '',
              a?.line2 ?? '',
              a?.city ?? '',
              a?.state ?? '',
              a?.postalCode ?? '',
              a?.country ?? '',
              a?.phone ?? '',
              order.customerEmail ?? '',
              items,
              holdOf(order) ?? '',
              '',
              '',
            ]),
          ),
        );
      }
      const last = rows.at(-1);
      if (rows.length < SLICE || !last?.paidAt) controller.close();
      else after = { paidAt: last.paidAt, id: last.id };
    },
  });
  const day = now.toISOString().slice(0, 10);
  return new Response(body, {
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="vitaglow-to-ship-${day}.csv"` },
  });
}

/** ordersWithLines binds each reference: at most 50 per query. */
async function ordersWithLinesInSlices(db: Db, references: string[]) {
  const out: Awaited<ReturnType<typeof ordersWithLines>> = [];
  for (let i = 0; i < references.length; i += 50) out.push(...(await ordersWithLines(db, references.slice(i, i + 50))));
  return out;
}
