// The booking page's form (issue 25): what it sends and what its server action answers, shared by
// the action and the panel. Browser-safe (no database). The same answer serves a page rendered
// after a plain form post (no script) and the panel's toast (with one).

export const SELECT_SLOT = "Please select a date and time slot";

/** The choice as sent, kept so a refused booking comes back with it. */
export type BookingChoice = { date: string; slot: string; reason: string; answers?: Record<string, string[]> };

/** The visit just booked, as the form says it. */
export type BookedVisit = { id: string; date: string; time: string; typeName: string | null };
