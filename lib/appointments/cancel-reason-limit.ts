// Apart from cancellation.ts so that the cancel dialogs can show the limit
// without loading zod into the appointments pages (issue 15).

/** Longest reason for a cancellation (it goes into the email to the other party). */
export const CANCEL_REASON_MAX = 500;
