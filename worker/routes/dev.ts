import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { countQueuedEmails } from '../db/email-deliveries';
import { listOutbox } from '../mail/senders';
import { isDevelopment } from '../lib/env';
import { notFound } from '../lib/errors';
import { escapeHtml, htmlPage } from '../lib/html';
import type { AppEnv } from '../lib/app-env';

/** These pages show other people's mail: they exist in local development only. */
const developmentOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) throw notFound();
  await next();
});

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * Mail reaches the outbox through the e-mail queue, a moment after the request that sent it: the page
 * waits (a little) for the queue to empty, so a page or script read right after an API call sees the mail.
 */
const QUEUE_WAIT_MS = 3_000;

async function outbox(c: Context<AppEnv>) {
  const db = c.get('db');
  // Recipients are stored normalised (lowercase), as the shop validated them.
  const to = c.req.query('to')?.trim().toLowerCase() || undefined;
  for (const deadline = Date.now() + QUEUE_WAIT_MS; Date.now() < deadline && (await countQueuedEmails(db, to)) > 0;) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const rows = await listOutbox(db, 50, to);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : {},
    links: row.text.match(LINK) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * GET /dev/outbox — the e-mails the development EmailSender kept, newest first, with their links;
 * GET /dev/outbox.json — the same as JSON (`?to=` filters by recipient), for tests and scripts.
 */
export const devPages = new Hono<AppEnv>()
  .use('*', developmentOnly)
  .get('/outbox.json', async (c) => c.json({ messages: await outbox(c) }))
  .get('/outbox', async (c) => {
    const messages = await outbox(c);
    const items = messages.map(
      (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p>To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt}">${m.createdAt}</time></p>
  <pre>${escapeHtml(m.text)}</pre>
  <ul>${m.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
</article>`,
    );
    return c.html(
      htmlPage({
        title: 'Development outbox | VitaGlow',
        main: false,
        body: `<h1>Development outbox</h1>
<p>E-mails the shop would have sent. This page exists only in local development.</p>
${items.length ? items.join('\n') : '<p>No e-mails yet.</p>'}`,
      }),
    );
  });
