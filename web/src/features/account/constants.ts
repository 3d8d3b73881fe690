/** Redirect delays of spec 000 §9. */
export const RESET_REQUEST_REDIRECT_MS = 6000;
/**
 * A failed reset finish reloads the page (spec 000 §2); the delay is not given, so the error
 * toast stays readable for a moment first.
 */
export const RESET_FINISH_FAILURE_RELOAD_MS = 3000;
