import { REVIEW_LINK_DAYS } from '../../../core/reviews';
import { mailTextsOf } from '../../../i18n/areas';
import { fillText } from '../../../i18n/plural';
import type { Order } from '../../db/orders';
import type { EmailMessage } from '../senders';
import { orderMail } from './order-mail';

/**
 * The one invitation to review an order, in its language: a link per product bought, the promise that nothing
 * is given for a review or for any rating (16 CFR 465.4), and the link that stops these e-mails, also offered
 * as the one-click unsubscribe of RFC 8058.
 */
export function reviewInvitationEmail(
  order: Pick<Order, 'language' | 'reference'>,
  to: string,
  links: readonly { product: string; url: string }[],
  optOut: { page: string; oneClick: string },
): EmailMessage {
  const { language, reference } = orderMail(order);
  const own = mailTextsOf(language).reviewInvitation;
  return {
    kind: 'review_invitation',
    to,
    subject: fillText(own.subject, { reference }),
    text: fillText(own.body, {
      reference,
      days: String(REVIEW_LINK_DAYS),
      links: links.map((link) => fillText(own.item, link)).join('\n\n'),
      optOutUrl: optOut.page,
    }),
    headers: { 'List-Unsubscribe': `<${optOut.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
