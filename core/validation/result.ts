/**
 * Outcome of every validator. Failures carry a stable code, never prose, so the browser and the
 * worker can both translate it (see VALIDATION_MESSAGES_EN for the English wording).
 */
export type ValidationResult<T, C extends string> = { ok: true; value: T } | { ok: false; code: C };
