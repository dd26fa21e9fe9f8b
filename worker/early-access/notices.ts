import type { CatalogueDocument, Product } from '../../core/catalogue-document';
import { activeCatalogue } from '../../core/catalogue-scope';
import { inEarlyAccess } from '../../core/early-access';
import { dictionaryOf, languageOf } from '../../core/language';
import { localisedPath } from '../../core/pages';
import { productPagePath } from '../../core/product-pages';
import { catalogueText } from '../../core/shop-catalogue';
import type { Db } from '../db/client';
import { type NoticeRecipient, claimNotice, memberToNotify, releaseNotice } from '../db/early-access';
import { type EmailJob, queueEmail } from '../mail/queue';
import type { EmailMessage } from '../mail/senders';
import { earlyAccessEmail } from '../mail/templates/early-access';
import { earlyAccessUnsubscribeLinks } from './unsubscribe-link';

export interface NoticeDeps {
  db: Db;
  queue: Queue<EmailJob>;
  env: Env;
  /** The shop's public origin, for the links. */
  origin: string;
  now: Date;
}

/** A notice's delivery names its member and product, so that the console can write it again (`noticeAgain`). */
const dedupeKeyOf = (userId: string, productId: string) => `early_access:${userId}:${productId}`;

/**
 * The published products a new version puts in members' early access: in it now, and not in it in the version
 * it follows (a product added with a date, or given one, or given one again after its early access ended).
 */
export function enteringEarlyAccess(previous: CatalogueDocument, next: CatalogueDocument, now: Date): Product[] {
  const before = new Set(previous.products.filter((p) => p.published && inEarlyAccess(p, now.getTime())).map((p) => p.slug));
  return next.products.filter((p) => p.published && inEarlyAccess(p, now.getTime()) && !before.has(p.slug));
}

/** A product a notice announces: its slug, its name in a language, and the end of its early access (ISO 8601). */
export interface NoticeProduct {
  id: string;
  name: (dictionary: ReturnType<typeof dictionaryOf>) => string;
  until: string;
}

async function notice(deps: Pick<NoticeDeps, 'env' | 'origin'>, member: NoticeRecipient, product: NoticeProduct): Promise<EmailMessage> {
  const language = languageOf(member.language);
  return earlyAccessEmail(
    language,
    member.email,
    {
      name: product.name(dictionaryOf(language)),
      url: deps.origin + localisedPath(productPagePath(product.id), language),
      until: new Date(product.until),
    },
    await earlyAccessUnsubscribeLinks(deps.env, deps.origin, member.userId, language),
  );
}

/**
 * Tells these members of these products (a round's step, ./rounds.ts): one e-mail per member and product, in the
 * member's language, with a link that turns these notices off. Each is recorded before it is queued
 * (worker/db/early-access.ts), so no member is told twice of one product, whichever versions or repeated steps
 * come after. Answers how many were queued.
 */
export async function sendNotices(
  deps: NoticeDeps,
  members: readonly NoticeRecipient[],
  products: readonly NoticeProduct[],
): Promise<number> {
  let queued = 0;
  for (const member of members) {
    for (const product of products) {
      if (!(await claimNotice(deps.db, member.userId, product.id))) continue;
      try {
        await queueEmail(deps, await notice(deps, member, product), { dedupeKey: dedupeKeyOf(member.userId, product.id) });
      } catch (error) {
        await releaseNotice(deps.db, member.userId, product.id);
        throw error;
      }
      queued += 1;
    }
  }
  return queued;
}

/** What a notice says of its product, from the published catalogue; undefined once it is no longer in early access. */
export function noticeProduct(productId: string, now: Date): NoticeProduct | undefined {
  const catalogue = activeCatalogue();
  const product = catalogue.products.find((p) => p.id === productId && p.published);
  if (!product?.earlyAccessUntil || !inEarlyAccess(product, now.getTime())) return undefined;
  return {
    id: product.id,
    name: (dictionary) => catalogueText(catalogue, dictionary, product.nameKey) ?? product.id,
    until: product.earlyAccessUntil,
  };
}

/**
 * A failed notice written again (the console's retry): only while its member still is one and wants these
 * notices, and its product is still in early access in the published version; undefined otherwise.
 */
export async function noticeAgain(
  deps: Pick<NoticeDeps, 'db' | 'env' | 'origin' | 'now'>,
  dedupeKey: string | null,
): Promise<EmailMessage | undefined> {
  const [, userId, productId] = /^early_access:([^:]+):(.+)$/.exec(dedupeKey ?? '') ?? [];
  if (!userId || !productId) return undefined;
  const product = noticeProduct(productId, deps.now);
  const member = await memberToNotify(deps.db, userId);
  if (!member || !product) return undefined;
  return notice(deps, member, product);
}
