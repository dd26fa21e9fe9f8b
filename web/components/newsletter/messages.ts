import type { MessageKey, Translate } from '../../i18n';
import type { SubscribeOutcome } from '../../state/newsletter';

export type SubscribeProblem = Exclude<SubscribeOutcome, { kind: 'subscribed' } | { kind: 'confirmation_sent' }>;

/** The translated text for a subscription that did not go through; `failedKey` names the form's generic failure text. */
export function problemMessage(t: Translate, problem: SubscribeProblem, failedKey: MessageKey): string {
  switch (problem.kind) {
    case 'invalid':
      return t(`validation.${problem.code}`);
    case 'already_subscribed':
      return t('newsletter.alreadySubscribed');
    case 'rate_limited':
      return t('validation.rateLimit.newsletter', { count: problem.minutes });
    case 'failed':
      return t(failedKey);
  }
}
