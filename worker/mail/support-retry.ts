import { languageOf } from '../../core/language';
import type { Db } from '../db/client';
import type { EmailDelivery } from '../db/email-deliveries';
import { findSupportMessage, findSupportRequest, supportThread } from '../db/support';
import type { EmailMessage } from './senders';
import { supportReceivedEmail, supportReplyEmail } from './templates/support';

/**
 * A failed support e-mail written anew for the console's "send again": its dedupe key names what it was about
 * (`support_received:<request id>`, `support_reply:<message id>`). Undefined when that is gone.
 */
export async function supportEmailAgain(db: Db, delivery: EmailDelivery): Promise<EmailMessage | undefined> {
  const [kind, key] = (delivery.dedupeKey ?? '').split(':');
  if (kind === 'support_received') {
    const request = await findSupportRequest(db, key);
    const [first] = request ? await supportThread(db, request.id) : [];
    if (!request || !first) return undefined;
    return supportReceivedEmail({ ...request, language: languageOf(request.language), message: first.text });
  }
  const reply = kind === 'support_reply' ? await findSupportMessage(db, Number(key)) : undefined;
  const request = reply && (await findSupportRequest(db, reply.requestId));
  if (!reply || !request) return undefined;
  return supportReplyEmail({ ...request, language: languageOf(request.language) }, reply.text);
}
