// What erasing a person does to the text the clinic keeps about others (issue 45, docs/privacy.md):
// an email's subject and template data (a doctor's "booking notice" names the patient) keep their
// shape, with the erased person's name, email and phone taken out. Pure, so the rule is tested alone.

/** One value of the person to take out, and what takes its place. */
export type Secret = { value: string; replacement: string };

/** The name every erased person is shown as. */
export const DELETED_PATIENT = "Deleted patient";

/** Values this short are only replaced where they are the whole text (a two-letter name inside another word is someone else's). */
const SUBSTRING_MIN = 5;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The person's name, email and phone as secrets (empty values left out). */
export function secretsOf(people: { name: string; email: string | null; phone: string }[]): Secret[] {
  const secrets: Secret[] = [];
  for (const p of people) {
    if (p.name.trim() && p.name !== DELETED_PATIENT) secrets.push({ value: p.name.trim(), replacement: DELETED_PATIENT });
    if (p.email) secrets.push({ value: p.email, replacement: "" });
    if (p.phone.trim()) secrets.push({ value: p.phone.trim(), replacement: "" });
  }
  // Longest first: a name that contains another's is replaced whole.
  return secrets.sort((a, b) => b.value.length - a.value.length);
}

/** `text` without any of the secrets (case ignored). */
export function scrubText(text: string, secrets: Secret[]): string {
  let out = text;
  for (const { value, replacement } of secrets) {
    if (out.trim().toLowerCase() === value.toLowerCase()) return replacement;
    if (value.length >= SUBSTRING_MIN) out = out.replace(new RegExp(escapeRegExp(value), "gi"), replacement);
  }
  return out;
}

/** A JSON value with every string in it scrubbed (keys kept). */
export function scrubJson(value: unknown, secrets: Secret[]): unknown {
  if (typeof value === "string") return scrubText(value, secrets);
  if (Array.isArray(value)) return value.map((v) => scrubJson(v, secrets));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrubJson(v, secrets)]));
  }
  return value;
}
