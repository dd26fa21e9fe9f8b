import { type Language, localeOf } from '../../../core/language';
import { mailTextsOf } from '../../../i18n/areas';
import { fillText } from '../../../i18n/plural';
import type { EmailMessage } from '../senders';

/**
 * A member's reminder that the supply of an order line runs out on `runsOutAt` (the date in the member's
 * language, UTC as the shop counts it): its products, a link that puts the same items in the cart, and where
 * in /account reminders are turned off.
 */
export function supplyReminderEmail(
  language: Language,
  to: string,
  supply: { reference: string; runsOutAt: Date; items: readonly { name: string; quantity: number }[] },
  links: { reorder: string; account: string },
): EmailMessage {
  const words = mailTextsOf(language).supplyReminder;
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(supply.runsOutAt);
  const items = supply.items.map((item) => `- ${item.quantity} × ${item.name}`).join('\n');
  return {
    kind: 'supply_reminder',
    to,
    subject: fillText(words.subject, { date }),
    text: fillText(words.body, { reference: supply.reference, date, items, reorderUrl: links.reorder, accountUrl: links.account }),
  };
}
