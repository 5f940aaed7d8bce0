// What the sign-in page makes of the API's answers.

/** Whole minutes left of a lock-out (CONSOLE_ACCOUNT_LOCKED / CONSOLE_TOO_MANY_ATTEMPTS with details.retryAfter in seconds), else null. */
export function lockedMinutes(error: { code: string; details?: Record<string, unknown> | undefined }): number | null {
  if (error.code !== 'CONSOLE_ACCOUNT_LOCKED' && error.code !== 'CONSOLE_TOO_MANY_ATTEMPTS') return null;
  const retryAfter = error.details?.retryAfter;
  if (typeof retryAfter !== 'number' || !Number.isFinite(retryAfter) || retryAfter <= 0) return null;
  return Math.max(1, Math.ceil(retryAfter / 60));
}
