import { activeCatalogue } from '../../core/catalogue-scope';
import { dictionaryOf, languageOf } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { catalogueText } from '../../core/shop-catalogue';
import { type Supply, reminderDue, reorderParam, suppliesOf } from '../../core/supplies';
import type { Db } from '../db/client';
import { claimReminder, linesAwaitingReminder, releaseReminder } from '../db/supplies';
import { type EmailJob, queueEmail } from '../mail/queue';
import { supplyReminderEmail } from '../mail/templates/supply-reminder';

export interface ReminderDeps {
  db: Db;
  queue: Queue<EmailJob>;
  /** The shop's public origin, for the links. */
  origin: string;
  now: Date;
}

/** The storefront address that puts these items in the cart (web/lib/reorder.ts reads it). */
export function reorderUrl(origin: string, language: Parameters<typeof localisedPath>[1], supplies: readonly Supply[]): string {
  return `${origin}${localisedPath('/', language)}?reorder=${reorderParam(supplies)}`;
}

/**
 * The hourly task: one e-mail per order line of a member whose supply runs out within five days
 * (core/supplies.ts `reminderDue`), in the member's language. Each is recorded before it is queued, so no line
 * is reminded of twice; members who turned reminders off, and former members, get none. Answers how many.
 */
export async function sendSupplyReminders(deps: ReminderDeps): Promise<number> {
  const catalogue = activeCatalogue();
  const products = new Map(catalogue.products.map((product) => [product.id, product]));
  let queued = 0;
  for (const line of await linesAwaitingReminder(deps.db)) {
    const supplies = suppliesOf(catalogue, [line]);
    if (supplies.length === 0 || !reminderDue(supplies, deps.now.getTime())) continue;
    if (!(await claimReminder(deps.db, line.lineId, line.userId))) continue;
    const language = languageOf(line.language);
    const dictionary = dictionaryOf(language);
    const message = supplyReminderEmail(
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
      { reorder: reorderUrl(deps.origin, language, supplies), account: deps.origin + localisedPath('/account', language) },
    );
    try {
      await queueEmail(deps, message, { dedupeKey: `supply_reminder:${line.lineId}` });
    } catch (error) {
      await releaseReminder(deps.db, line.lineId);
      throw error;
    }
    queued += 1;
  }
  return queued;
}
