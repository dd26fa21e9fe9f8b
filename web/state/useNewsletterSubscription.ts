import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { languageAtom } from '../i18n/language';
import type { SubscribeOutcome } from './newsletter';

/**
 * subscribeToNewsletter in the shopper's language, with a `pending` flag; a second call while one runs
 * is ignored. Its code (with the e-mail checks and the rate-limit mirror) loads with the first submit,
 * which keeps it out of the home page's first download; a failed load is a failed subscription.
 */
export function useNewsletterSubscription() {
  const language = useAtomValue(languageAtom);
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  const subscribe = useCallback(
    async (email: string): Promise<SubscribeOutcome | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setPending(true);
      try {
        return await import('./newsletter').then(
          ({ subscribeToNewsletter }) => subscribeToNewsletter(email, language),
          (): SubscribeOutcome => ({ kind: 'failed' }),
        );
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [language],
  );
  return { pending, subscribe };
}
