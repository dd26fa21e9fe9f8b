import type { ShipmentImportResult } from '../../core/api/admin';
import {
  CARRIERS,
  CARRIER_NAMES,
  type Carrier,
  type FulfilmentStatus,
  SHIPPABLE_STATUSES,
  checkTrackingNumber,
} from '../../core/fulfilment';
import { ordersWithLines, shipStatements } from '../db/fulfilment';
import type { Statement } from '../db/orders';
import { parseCsv } from '../lib/csv';
import { ApiError } from '../lib/errors';
import type { Operator } from '../lib/app-env';
import { runStatements } from '../orders/fulfilment';
import { type FulfilmentDeps, holdOf, mailShipment } from './fulfilment';

/**
 * A file has at most this many rows: each shipped order costs a few D1 calls and a queued e-mail, and a
 * request may make about a thousand such calls on Workers. Larger files are split.
 */
export const MAX_IMPORT_ROWS = 200;
/** Orders read and shipped per D1 round trip (a statement binds at most 100 values). */
const CHUNK = 25;

type Row = ShipmentImportResult['rows'][number];
interface Wanted {
  line: number;
  reference: string;
  carrier: Carrier;
  trackingNumber: string;
}

/** Why an order that will never ship from here refuses a row, whatever its tracking number. */
const CLOSED_REASONS: Partial<Record<FulfilmentStatus, string>> = {
  cancelled: 'The order was cancelled',
  before_tracking: 'Paid before the shop tracked shipping: it went out by other means then',
};

/** 'FedEx', 'fedex', 'DHL Express', 'DHL' → the carrier. */
function carrierOf(text: string): Carrier | null {
  const name = text.trim().toLowerCase();
  if (name === 'dhl') return 'dhl';
  return CARRIERS.find((carrier) => carrier === name || CARRIER_NAMES[carrier].toLowerCase() === name) ?? null;
}

/** Which column holds what: named by a header row (as the queue's export writes it), else reference, carrier, tracking. */
function columnsOf(first: string[]): { reference: number; carrier: number; tracking: number; header: boolean } {
  const names = first.map((name) => name.trim().toLowerCase());
  const reference = names.indexOf('reference');
  if (reference < 0) return { reference: 0, carrier: 1, tracking: 2, header: false };
  const tracking = names.findIndex((name) => name === 'tracking' || name === 'tracking_number' || name === 'tracking number');
  return { reference, carrier: names.indexOf('carrier'), tracking, header: true };
}

/** Reads the file's rows: each either a shipment to make or a refusal with its reason. */
function readRows(csv: string): { wanted: Wanted[]; refused: Row[] } {
  const records = parseCsv(csv);
  if (records.length === 0) throw new ApiError(400, 'invalid_request', 'The file has no rows');
  const columns = columnsOf(records[0].fields);
  if (columns.carrier < 0 || columns.tracking < 0)
    throw new ApiError(400, 'invalid_request', 'The header names no carrier or tracking column');
  const rows = columns.header ? records.slice(1) : records;
  if (rows.length > MAX_IMPORT_ROWS) throw new ApiError(400, 'invalid_request', `At most ${MAX_IMPORT_ROWS} rows per file: split it`);
  const wanted: Wanted[] = [];
  const refused: Row[] = [];
  const seen = new Map<string, Wanted>();
  for (const { line, fields } of rows) {
    const reference = (fields[columns.reference] ?? '').trim().toUpperCase();
    const carrierText = fields[columns.carrier] ?? '';
    const trackingText = fields[columns.tracking] ?? '';
    const refuse = (reason: string) => refused.push({ line, reference: reference || null, outcome: 'refused', reason });
    if (!reference || !carrierText.trim() || !trackingText.trim()) {
      refuse('Each row needs a reference, a carrier and a tracking number');
      continue;
    }
    const carrier = carrierOf(carrierText);
    if (!carrier) {
      refuse(`Unknown carrier "${carrierText.trim()}": use ${CARRIERS.map((c) => CARRIER_NAMES[c]).join(', ')}`);
      continue;
    }
    const trackingNumber = checkTrackingNumber(carrier, trackingText);
    if (!trackingNumber) {
      refuse(`Not a ${CARRIER_NAMES[carrier]} tracking number`);
      continue;
    }
    const earlier = seen.get(reference);
    if (earlier) {
      if (earlier.carrier === carrier && earlier.trackingNumber === trackingNumber)
        refused.push({ line, reference, outcome: 'unchanged', reason: `Repeats line ${earlier.line}` });
      else refuse(`Line ${earlier.line} already ships this order with another tracking number`);
      continue;
    }
    const row = { line, reference, carrier, trackingNumber };
    seen.set(reference, row);
    wanted.push(row);
  }
  return { wanted, refused };
}

/**
 * POST /api/admin/shipping/import: a warehouse's `reference, carrier, tracking` rows. Each good row ships
 * its order (audited, and its shopper e-mailed) exactly as "Mark shipped" does; every other row is
 * reported with its line and reason. Importing the same file again changes nothing: an order already
 * shipped with that carrier and number is "unchanged", with another number "refused". An order whose
 * payment is disputed or flagged for fraud is refused: only the order's page can override that hold.
 */
export async function importShipments(deps: FulfilmentDeps, csv: string, operator: Operator): Promise<ShipmentImportResult> {
  const { wanted, refused } = readRows(csv);
  const rows: Row[] = [...refused];
  const shippedReferences: string[] = [];
  for (let start = 0; start < wanted.length; start += CHUNK) {
    const chunk = wanted.slice(start, start + CHUNK);
    const found = new Map(
      (
        await ordersWithLines(
          deps.db,
          chunk.map((w) => w.reference),
        )
      ).map((order) => [order.reference, order]),
    );
    const statements: Statement[] = [];
    const toShip: Wanted[] = [];
    for (const row of chunk) {
      const order = found.get(row.reference);
      const refuse = (reason: string) => rows.push({ line: row.line, reference: row.reference, outcome: 'refused', reason });
      if (!order) refuse('No order with this reference');
      else if (order.fulfilmentStatus !== 'unfulfilled') {
        if (order.fulfilmentStatus !== 'cancelled' && order.carrier === row.carrier && order.trackingNumber === row.trackingNumber) {
          rows.push({
            line: row.line,
            reference: row.reference,
            outcome: 'unchanged',
            reason: `Already ${order.fulfilmentStatus} with this tracking number`,
          });
        } else refuse(CLOSED_REASONS[order.fulfilmentStatus] ?? `Already ${order.fulfilmentStatus} with another tracking number`);
      } else if (!(SHIPPABLE_STATUSES as readonly string[]).includes(order.status))
        refuse(`The order is ${order.status.replace('_', ' ')}, not paid`);
      else if (holdOf(order))
        refuse(`The payment is at risk (${holdOf(order)}): ship it from the order's page, with a reason for overriding the hold`);
      else {
        const audit = {
          operatorEmail: operator.email,
          action: 'order.ship',
          reference: order.reference,
          details: { carrier: row.carrier, trackingNumber: row.trackingNumber, import: true },
          now: deps.now,
        };
        statements.push(...shipStatements(deps.db, order.id, row, audit));
        toShip.push(row);
      }
    }
    if (statements.length === 0) continue;
    await runStatements(deps.db, statements);
    const after = new Map(
      (
        await ordersWithLines(
          deps.db,
          toShip.map((w) => w.reference),
        )
      ).map((order) => [order.reference, order]),
    );
    for (const row of toShip) {
      const order = after.get(row.reference);
      const shipped = order?.fulfilmentStatus === 'shipped' && order.shippedAt?.getTime() === deps.now.getTime();
      if (shipped) shippedReferences.push(row.reference);
      rows.push(
        shipped
          ? { line: row.line, reference: row.reference, outcome: 'shipped' }
          : { line: row.line, reference: row.reference, outcome: 'refused', reason: 'The order changed while importing: look at it again' },
      );
    }
  }
  for (const reference of shippedReferences) await mailShipment(deps, reference);
  rows.sort((a, b) => a.line - b.line);
  return { shipped: shippedReferences.length, unchanged: rows.filter((row) => row.outcome === 'unchanged').length, rows };
}
