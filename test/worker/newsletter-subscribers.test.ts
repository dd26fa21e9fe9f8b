import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { createDb } from '../../worker/db/client';
import { addSubscriber } from '../../worker/db/subscribers';

const db = createDb(env.DB);

/** Hands out the given codes in order, counting how many were asked for. */
function codesInOrder(...codes: string[]) {
  const generate = () => {
    generate.calls++;
    return codes[Math.min(generate.calls - 1, codes.length - 1)];
  };
  generate.calls = 0;
  return generate;
}

describe('addSubscriber', () => {
  it('retries with a new code when the coupon code is already taken', async () => {
    await addSubscriber(db, { email: 'first.owner@vitaglow-mail.com', language: 'en' }, codesInOrder('VITAGLOWAAAAAA'));
    const generate = codesInOrder('VITAGLOWAAAAAA', 'VITAGLOWBBBBBB');
    const outcome = await addSubscriber(db, { email: 'second.owner@vitaglow-mail.com', language: 'ar' }, generate);
    expect(outcome).toMatchObject({ kind: 'new', subscriber: { couponCode: 'VITAGLOWBBBBBB', generation: 1, confirmedAt: null } });
    expect(generate.calls).toBe(2);
  });

  it('reports a known address as already on the list, without retrying, even if its new code also clashes', async () => {
    await addSubscriber(db, { email: 'known@vitaglow-mail.com', language: 'en' }, codesInOrder('VITAGLOWCCCCCC'));
    const generate = codesInOrder('VITAGLOWCCCCCC', 'VITAGLOWDDDDDD');
    expect(await addSubscriber(db, { email: 'known@vitaglow-mail.com', language: 'en' }, generate)).toEqual({ kind: 'subscribed' });
    const sameCodeFree = codesInOrder('VITAGLOWEEEEEE');
    expect(await addSubscriber(db, { email: 'known@vitaglow-mail.com', language: 'en' }, sameCodeFree)).toEqual({ kind: 'subscribed' });
    expect(sameCodeFree.calls).toBe(1);
  });

  it('gives up after a few clashing codes instead of looping', async () => {
    await addSubscriber(db, { email: 'holder@vitaglow-mail.com', language: 'en' }, codesInOrder('VITAGLOWFFFFFF'));
    const generate = codesInOrder('VITAGLOWFFFFFF');
    await expect(addSubscriber(db, { email: 'unlucky@vitaglow-mail.com', language: 'en' }, generate)).rejects.toThrow();
    expect(generate.calls).toBe(5);
  });
});
