import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { type AdminSupportRequest, type AdminSupportRow, supportInboxQuery, supportReplyBody } from '../../core/api/support';
import { languageOf } from '../../core/language';
import { validateSupportMessage } from '../../core/support';
import { operatorApi } from '../admin/middleware';
import { auditStatement } from '../db/audit';
import { supportMessages } from '../db/schema';
import {
  type SupportRequest,
  closeSupportRequestStatement,
  findSupportRequest,
  listSupportRequests,
  supportReplyStatements,
  supportThread,
} from '../db/support';
import { ApiError, notFound } from '../lib/errors';
import { queueEmail } from '../mail/queue';
import { supportReplyEmail } from '../mail/templates/support';
import { sameOriginOnly } from '../middleware/same-origin';
import { validate } from '../middleware/validate';
import type { AppEnv } from '../lib/app-env';

const idParam = z.object({ id: z.string().min(1).max(64) });

function operatorOf(c: Context<AppEnv>) {
  const operator = c.get('operator');
  // operatorApi runs first on every route: no operator here is a wiring fault, never a way in.
  if (!operator) throw new Error('console route reached without an operator');
  return operator;
}

function rowOf(request: SupportRequest, now: Date): AdminSupportRow {
  return {
    id: request.id,
    email: request.email,
    language: request.language,
    member: request.member,
    orderReference: request.orderReference,
    subject: request.subject,
    status: request.status,
    promisedBy: request.promisedBy.toISOString(),
    overdue: request.status === 'open' && request.promisedBy.getTime() < now.getTime(),
    createdAt: request.createdAt.toISOString(),
    repliedAt: request.repliedAt?.toISOString() ?? null,
  };
}

async function detail(c: Context<AppEnv>, id: string): Promise<AdminSupportRequest> {
  const db = c.get('db');
  const request = await findSupportRequest(db, id);
  if (!request) throw notFound('Support request not found');
  const messages = await supportThread(db, id);
  return {
    ...rowOf(request, new Date(Date.now())),
    closedAt: request.closedAt?.toISOString() ?? null,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      operatorEmail: m.operatorEmail,
      text: m.text,
      createdAt: m.createdAt.toISOString(),
    })),
  };
}

/**
 * The console's Support inbox, behind Cloudflare Access like every console route:
 * GET / (?status=open|answered|closed|all; default: not closed) → { items }, members first, then oldest first;
 * GET /:id → the request with its thread;
 * POST /:id/replies { text } → the reply is kept in the thread, e-mailed to the requester in their language
 * (the operator's text as written, in a localized frame) and audited; 400 message_required, message_too_long,
 * invalid_characters as for the shopper's form;
 * POST /:id/close → closed (audited). A later reply reopens it as answered.
 */
export const adminSupport = new Hono<AppEnv>()
  .use('*', sameOriginOnly, operatorApi)
  .get('/', validate('query', supportInboxQuery), async (c) => {
    const now = new Date(Date.now());
    const requests = await listSupportRequests(c.get('db'), c.req.valid('query').status);
    return c.json({ items: requests.map((request) => rowOf(request, now)) });
  })
  .get('/:id', validate('param', idParam), async (c) => c.json(await detail(c, c.req.valid('param').id)))
  .post('/:id/replies', validate('param', idParam), validate('json', supportReplyBody), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const request = await findSupportRequest(db, id);
    if (!request) throw notFound('Support request not found');
    const checked = validateSupportMessage(c.req.valid('json').text);
    if (!checked.ok) throw new ApiError(400, checked.code, 'The reply was refused');
    const operator = operatorOf(c);
    const now = new Date(Date.now());
    const [insertMessage, markAnswered] = supportReplyStatements(db, id, operator.email, checked.value, now);
    const [[message]] = await db.batch([
      insertMessage.returning({ id: supportMessages.id }),
      markAnswered,
      auditStatement(db, { operatorEmail: operator.email, action: 'support.reply', targetType: 'support_request', targetId: id, now }),
    ]);
    const email = supportReplyEmail(
      { email: request.email, language: languageOf(request.language), subject: request.subject },
      checked.value,
    );
    try {
      await queueEmail({ db, queue: c.env.EMAIL_QUEUE }, email, { dedupeKey: `support_reply:${message.id}` });
    } catch (error) {
      c.get('log').error('support reply could not be queued', { requestId: id, error });
      throw new ApiError(503, 'email_unavailable', 'The reply is kept in the thread but could not be e-mailed yet');
    }
    return c.json(await detail(c, id), 201);
  })
  .post('/:id/close', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    if (!(await findSupportRequest(db, id))) throw notFound('Support request not found');
    const now = new Date(Date.now());
    await db.batch([
      closeSupportRequestStatement(db, id, now),
      auditStatement(db, { operatorEmail: operatorOf(c).email, action: 'support.close', targetType: 'support_request', targetId: id, now }),
    ]);
    return c.json(await detail(c, id));
  });
