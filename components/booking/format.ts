// Display helpers for clinic dates ("YYYY-MM-DD", already in the clinic's
// zone), fees and slots. Pure and zone-free (UTC arithmetic on the calendar
// date), so server and client render the same text.

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;

function parts(date: string) {
  const [y, m, d] = date.split("-").map(Number);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return { y, m, d, weekday };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2025-03-10" -> "10/03/2025" (SPEC: dates shown dd/MM/yyyy). */
export function displayDate(date: string): string {
  const { y, m, d } = parts(date);
  return `${pad(d)}/${pad(m)}/${y}`;
}

/** "2025-03-10" -> "Mon" */
export function weekdayShort(date: string): string {
  return WEEKDAYS[parts(date).weekday].slice(0, 3);
}

/** "2025-03-10" -> "Monday" */
export function weekdayLong(date: string): string {
  return WEEKDAYS[parts(date).weekday];
}

/** "2025-03-10" -> "Mar" */
export function monthShort(date: string): string {
  return MONTHS[parts(date).m - 1].slice(0, 3);
}

/** "2025-03-10" -> "10" */
export function dayOfMonth(date: string): string {
  return String(parts(date).d);
}

/** "2025-03-10" -> "Monday 10 March" (for screen readers and headings). */
export function spokenDate(date: string): string {
  const { m, d, weekday } = parts(date);
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]}`;
}

/** "Mon, 10/03/2025" */
export function shortDateWithWeekday(date: string): string {
  return `${weekdayShort(date)}, ${displayDate(date)}`;
}

function addDays(date: string, days: number): string {
  const { y, m, d } = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** "Today", "Tomorrow", or "Mon 10 Mar", relative to the clinic's today. */
export function relativeDay(date: string, today: string): string {
  if (date === today) return "Today";
  if (date === addDays(today, 1)) return "Tomorrow";
  return `${weekdayShort(date)} ${dayOfMonth(date)} ${monthShort(date)}`;
}

/** Fees as shown on cards and receipts: "$50". */
export function formatFees(fees: number): string {
  return `$${fees.toLocaleString("en-US")}`;
}

/** "10 Years" -> "10 Years experience" (SPEC: experience text followed by 'experience'). */
export function experienceText(experience: string): string {
  return `${experience} experience`;
}
