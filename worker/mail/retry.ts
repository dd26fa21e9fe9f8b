/** Tries per e-mail (the first and five retries), over about half an hour. */
export const EMAIL_MAX_ATTEMPTS = 6;

/** Seconds before the next try after `attempts` tries: 1, 2, 4, 8 then 16 minutes. */
export function emailRetryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** (attempts - 1), 60 * 60);
}
