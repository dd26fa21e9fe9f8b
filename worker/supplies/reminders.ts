import { activeCatalogue } from '../../core/catalogue-scope';
import { dictionaryOf, languageOf } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { catalogueText } from '../../core/shop-catalogue';
import { type ReorderItem, type Supply, ranOut, reminderDue, reorderItemsOf, reorderParam, suppliesOf } from '../../core/supplies';
import type { Db } from '../db/client';
import { type RemindableLine, claimReminder, linesAwaitingReminder, recordLapsed, releaseReminder, remindedLine } from '../db/supplies';
import { type EmailJob, queueEmail } from '../mail/queue';
import type { EmailMessage } from '../mail/senders';
import { supplyReminderEmail } from '../mail/templates/supply-reminder';

export interface ReminderDeps {
  db: Db;
  queue: Queue<EmailJob>;
  /** The shop's public origin, for the links. */
  origin: string;
  now: Date;
}

/** The storefront address that puts these items in the cart (web/state/reorder.ts reads it). */
function reorderUrl(origin: string, language: Parameters<typeof localisedPath>[1], items: readonly ReorderItem[]): string {
  return `${origin}${localisedPath('/', language)}?reorder=${reorderParam(items)}`;
}

/** The reminder of one line (its supplies dated), in the member's language. */
function reminderOf(origin: string, line: RemindableLine, supplies: readonly Supply[]): EmailMessage {
  const catalogue = activeCatalogue();
  const products = new Map(catalogue.products.map((product) => [product.id, product]));
  const language = languageOf(line.language);
  const dictionary = dictionaryOf(language);
  return supplyReminderEmail(
    language,
    line.email,
    {
      reference: line.orderReference,
      runsOutAt: new Date(supplies[0]!.runsOutAt),
      items: supplies.map((supply) => {
        const nameKey = products.get(supply.productId)!.nameKey;
        return { name: catalogueText(catalogue, dictionary, nameKey) ?? supply.productId, quantity: supply.containers };
      }),
    },
    { reorder: reorderUrl(origin, language, reorderItemsOf(line)), account: origin + localisedPath('/account', language) },
  );
}

/** The e-mail's key in the queue: one reminder per order line. */
const dedupeKeyOf = (orderLineId: number) => `supply_reminder:${orderLineId}`;

/**
 * The hourly task: one e-mail per order line of a member whose supply runs out within five days
 * (core/supplies.ts `reminderDue`), in the member's language. Each is recorded before it is queued, so no line
 * is reminded of twice; members who turned reminders off, and former members, get none. Answers how many.
 */
export async function sendSupplyReminders(deps: ReminderDeps): Promise<number> {
  const catalogue = activeCatalogue();
  const now = deps.now.getTime();
  const lines = (await linesAwaitingReminder(deps.db)).map((line) => ({ line, supplies: suppliesOf(catalogue, [line]) }));
  // A line whose supply ran out unreminded is recorded as lapsed: without it, every hour would read every line
  // ever bought by a member who joined later or turned reminders on later.
  await recordLapsed(
    deps.db,
    lines.filter(({ supplies }) => ranOut(supplies, now)).map(({ line }) => line),
  );
  let queued = 0;
  for (const { line, supplies } of lines) {
    if (supplies.length === 0 || !reminderDue(supplies, now)) continue;
    if (!(await claimReminder(deps.db, line.lineId, line.userId))) continue;
    try {
      await queueEmail(deps, reminderOf(deps.origin, line, supplies), { dedupeKey: dedupeKeyOf(line.lineId) });
    } catch (error) {
      await releaseReminder(deps.db, line.lineId);
      throw error;
    }
    queued += 1;
  }
  return queued;
}

/**
 * A failed reminder written again for the console (worker/admin/email-retry.ts), from its queue key: only while it
 * still holds, the member still a member who wants reminders and the supply not yet run out; undefined otherwise.
 */
export async function reminderAgain(
  deps: Pick<ReminderDeps, 'db' | 'origin' | 'now'>,
  dedupeKey: string | null,
): Promise<EmailMessage | undefined> {
  const orderLineId = Number(/^supply_reminder:(\d+)$/.exec(dedupeKey ?? '')?.[1]);
  const line = Number.isSafeInteger(orderLineId) ? await remindedLine(deps.db, orderLineId) : undefined;
  if (!line) return undefined;
  const supplies = suppliesOf(activeCatalogue(), [line]);
  const first = Math.min(...supplies.map((supply) => Date.parse(supply.runsOutAt)));
  return Number.isFinite(first) && deps.now.getTime() < first ? reminderOf(deps.origin, line, supplies) : undefined;
}
