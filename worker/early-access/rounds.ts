import type { CatalogueDocument } from '../../core/catalogue-document';
import { type NoticeRecipient, membersToTell } from '../db/early-access';
import { type EarlyAccessRound, type RoundPlace, advanceRound, findRound, openRounds, takeStalledRounds } from '../db/early-access-rounds';
import type { Logger } from '../lib/log';
import { type NoticeDeps, enteringEarlyAccess, noticeProduct, sendNotices } from './notices';

/**
 * Members hear of a product entering early access through rounds, not inside the publish request: a shop with
 * thousands of members would take thousands of D1 statements (a claim and an e-mail record per member and
 * product), past a Worker invocation's limits. Publishing records the rounds and queues their first step; each
 * step (one message of the notice queue, wrangler.toml `vitaglow-notices`) tells one page of members and queues
 * the next. A step repeated by the queue, or run twice, tells nobody twice (the notices' claims) and moves the
 * round on once (the round moves only from the step that was read).
 */

/** What travels in the notice queue: the round to carry on, and the shop's public origin for the links. */
export interface NoticeStep {
  roundId: string;
  origin: string;
}

/** Queue batches hold at most 100 messages. */
async function queueSteps(steps: Queue<NoticeStep>, origin: string, roundIds: readonly string[]): Promise<void> {
  for (let i = 0; i < roundIds.length; i += 100)
    await steps.sendBatch(roundIds.slice(i, i + 100).map((roundId) => ({ body: { roundId, origin } })));
}

/** Member-and-product notices per step: about 2 D1 statements and one queued e-mail each, well inside one invocation's limits. */
export const NOTICES_PER_STEP = 50;
/** A round announces at most this many products, so that a step always reaches at least one member. */
const PRODUCTS_PER_ROUND = NOTICES_PER_STEP;
/** A round not moved for this long lost its queue message: the hourly task starts it again. */
const STALLED_AFTER_MS = 15 * 60_000;

export interface RoundDeps extends NoticeDeps {
  steps: Queue<NoticeStep>;
}

/**
 * After `version` was published (or rolled back to): records a round for the products it puts in early access, and
 * queues its first step. Answers how many products are announced. Once the rounds are recorded, a queue that
 * refuses the step only delays them: the hourly task starts them (`resumeStalledRounds`).
 */
export async function announceEarlyAccess(
  deps: Pick<RoundDeps, 'db' | 'steps' | 'now' | 'origin'>,
  version: number,
  previous: CatalogueDocument,
  next: CatalogueDocument,
): Promise<number> {
  const slugs = enteringEarlyAccess(previous, next, deps.now).map((product) => product.slug);
  const rounds: { id: string; version: number; products: string[] }[] = [];
  for (let i = 0; i < slugs.length; i += PRODUCTS_PER_ROUND)
    rounds.push({ id: crypto.randomUUID(), version, products: slugs.slice(i, i + PRODUCTS_PER_ROUND) });
  if (rounds.length === 0) return 0;
  await openRounds(deps.db, rounds, deps.now);
  await queueSteps(
    deps.steps,
    deps.origin,
    rounds.map((round) => round.id),
  );
  return slugs.length;
}

/**
 * One step of a round: the next page of members who want these notices and have not been told of every product of
 * the round still in early access in the published catalogue are told of them. The first pass pages through the
 * members in id order; ids are random, so someone who became a member while it ran may sort behind its cursor:
 * the sweep after it reads from the first id again and tells whoever is still untold, until a page comes back
 * short. Answers how many e-mails were queued. Throws when an e-mail could not be queued; the round stays where
 * it was, and the queue's retry repeats the step.
 */
export async function runNoticeStep(deps: RoundDeps, roundId: string): Promise<number> {
  const round = await findRound(deps.db, roundId);
  if (!round || round.doneAt) return 0;
  const products = round.products.flatMap((slug) => noticeProduct(slug, deps.now) ?? []);
  const pageSize = Math.max(1, Math.floor(NOTICES_PER_STEP / Math.max(1, products.length)));
  const after = round.phase === 'pass' ? round.afterUserId : null;
  const members =
    products.length === 0
      ? []
      : await membersToTell(
          deps.db,
          products.map((product) => product.id),
          after,
          pageSize,
        );
  const queued = await sendNotices(deps, members, products);
  const next = nextPlace(round, members, pageSize, products.length === 0);
  const moved = await advanceRound(deps.db, round.id, round.step, next, deps.now);
  if (moved && !next.done) await deps.steps.send({ roundId: round.id, origin: deps.origin });
  return queued;
}

/** A full page means more may follow in the same phase; a short one ends the pass (the sweep follows) or the sweep. */
function nextPlace(round: EarlyAccessRound, members: readonly NoticeRecipient[], pageSize: number, nothingToTell: boolean): RoundPlace {
  const full = members.length === pageSize;
  if (nothingToTell) return { phase: round.phase, afterUserId: round.afterUserId, done: true };
  if (round.phase === 'sweep') return { phase: 'sweep', afterUserId: null, done: !full };
  return full ? { phase: 'pass', afterUserId: members.at(-1)!.userId, done: false } : { phase: 'sweep', afterUserId: null, done: false };
}

/** The hourly task: rounds whose step the queue lost or gave up on are carried on from where they stopped. */
export async function resumeStalledRounds(deps: Pick<RoundDeps, 'db' | 'steps' | 'now' | 'origin'> & { log: Logger }): Promise<void> {
  const stalled = await takeStalledRounds(deps.db, new Date(deps.now.getTime() - STALLED_AFTER_MS), deps.now);
  if (stalled.length === 0) return;
  deps.log.warn('early-access rounds resumed', { rounds: stalled.length });
  await queueSteps(deps.steps, deps.origin, stalled);
}
