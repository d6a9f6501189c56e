// lib/actions: the server actions, all through this wrapper. An edge: imports domains, lib/http and
// lib/auth. (lib/README.md)
//
// The wrapper every server action goes through, the twin of authedRoute and
// publicRoute in lib/http/handler.ts: it re-reads the session (a cookie that
// expired or was revoked counts as signed out), checks the role, validates
// the input with the shared zod schema, runs the domain call and turns the
// outcome into an ActionResult. Forms show the message as a toast and field
// errors beside their fields; lib/http/error-response.ts decides what a failure
// says, as it does for the API. Next's redirect() and notFound() pass through.
// The texts are English constants; they leave here in the page's language
// (lib/i18n/message-catalogue.ts), fields and data unchanged.
import { z } from "zod";
import { describeError, SERVER_ERROR } from "@/lib/http/error-response";
import { unauthorized } from "@/lib/errors";
import { splitForm } from "@/lib/http/body";
import { currentActor } from "@/lib/auth/session";
import { requireRole, type Actor } from "@/lib/accounts/users";
import type { Role } from "@/lib/generated/prisma/enums";
import { requireSecondFactorSetUp } from "@/lib/clinic/two-factor-policy";
import { requestLocale } from "@/lib/auth/locale";
import { serverTextTranslator, translateFieldErrors } from "@/lib/i18n/message-catalogue";

export type ActionResult<T = undefined> =
  | { ok: true; data: T; message?: string }
  | { ok: false; message: string; fieldErrors?: Record<string, string>; details?: Record<string, unknown> };

/** What a signed-out caller is told: from the web UI that means the session cookie expired or was revoked. */
export const SESSION_EXPIRED = "Your session has expired. Please log in again.";

type Access = "public" | Role[];
type Files = Record<string, File>;

export type ActionOptions<A extends Access, S extends z.ZodType, T> = {
  /** "public", or the roles allowed ([] = anyone signed in). The domain checks roles and ownership again. */
  roles: A;
  /** The shared zod schema of the input (form fields or a plain value). None: the action takes no input. */
  schema?: S;
  /** The success text, defined beside the domain operation. */
  success?: string | ((data: T) => string);
  /** What a signed-out caller is told, where the screen has its own wording. */
  signedOut?: string;
  /** What an unexplained failure ("Server error") reads as instead, per SPEC's fallbacks. */
  failure?: string;
};

export type ActionContext<A extends Access> = {
  /** The signed-in user; null for public actions, which do not read the session. */
  actor: A extends "public" ? null : Actor;
  /** Uploaded files of a FormData input, by field name. */
  files: Files;
};

/** True for the errors redirect(), notFound() and friends throw to make Next answer. */
function isNextSignal(err: unknown): boolean {
  const digest = (err as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && /^NEXT_/.test(digest);
}

/** FormData is split into text fields (NUL refused) and files; anything else is validated as is. */
function readInput(raw: unknown): { fields: unknown; files: Files } {
  return raw instanceof FormData ? splitForm(raw) : { fields: raw, files: {} };
}

/**
 * Makes a server action. The returned function takes a FormData (files are
 * split off, text fields validated by `schema`) or a plain value and always
 * resolves to an ActionResult, except for Next's redirects.
 */
export function serverAction<A extends Access, T, S extends z.ZodType = z.ZodUndefined>(
  opts: ActionOptions<A, S, T>,
  fn: (input: z.output<S>, ctx: ActionContext<A>) => Promise<T>,
): (input?: FormData | z.input<S>) => Promise<ActionResult<T>> {
  return async (raw) => translated(await run(raw));
  async function run(raw: FormData | z.input<S> | undefined): Promise<ActionResult<T>> {
    try {
      const roles: Access = opts.roles;
      let actor: Actor | null = null;
      if (roles !== "public") {
        actor = await currentActor();
        if (!actor) throw unauthorized(opts.signedOut ?? SESSION_EXPIRED);
        requireRole(actor, ...roles);
        // Role-restricted actions wait for a staff member's second factor when the clinic requires one (issue 44).
        if (roles.length > 0) await requireSecondFactorSetUp(actor);
      }
      const { fields, files } = readInput(raw);
      const input = opts.schema ? opts.schema.parse(fields) : undefined;
      const data = await fn(input as z.output<S>, { actor, files } as ActionContext<A>);
      const message = typeof opts.success === "function" ? opts.success(data) : opts.success;
      return { ok: true, data, message };
    } catch (err) {
      if (isNextSignal(err)) throw err;
      const failure = describeError(err);
      const message = failure.message === SERVER_ERROR && opts.failure ? opts.failure : failure.message;
      // Of a refusal's details only a series' conflicts (issue 48) reach the screen, the dates it must
      // choose for; the rest (a time off's visits ...) stays with the REST answer, which documents it.
      const conflicts = failure.details?.conflicts;
      return { ok: false, message, fieldErrors: failure.fieldErrors, ...(Array.isArray(conflicts) ? { details: { conflicts } } : {}) };
    }
  }
}

/** A server text in the page's language, for what a form action returns without this wrapper. */
export async function inPageLanguage(text: string): Promise<string> {
  return (await serverTextTranslator(await requestLocale()))(text);
}

/** A result's texts in the page's language (English: the result as it is). */
async function translated<T>(result: ActionResult<T>): Promise<ActionResult<T>> {
  const locale = await requestLocale();
  if (locale === "en") return result;
  const translate = await serverTextTranslator(locale);
  if (result.ok) return result.message === undefined ? result : { ...result, message: translate(result.message) };
  const fieldErrors = translateFieldErrors(result.fieldErrors, translate);
  // A series' conflicts each say why in the server's words: translated like the message.
  const conflicts = result.details?.conflicts;
  const details = Array.isArray(conflicts)
    ? { conflicts: conflicts.map((c: { reason?: unknown }) => (typeof c?.reason === "string" ? { ...c, reason: translate(c.reason) } : c)) }
    : undefined;
  return { ok: false, message: translate(result.message), ...(fieldErrors ? { fieldErrors } : {}), ...(details ? { details } : {}) };
}

/**
 * What a form that works before any script runs gets back from its action
 * through React's useActionState (issue 25), the one shape of every such form
 * (docs/no-javascript.md): after a plain form post, Next renders the page again
 * with this state, so the form shows the messages and keeps what was typed
 * (`values`: never a password). null: nothing sent yet. Forms that go on to
 * another page when done (cancel, reschedule) only ever get a refusal back.
 */
export type FormState<V = undefined, D = undefined> = {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string>;
  values: V;
  /** What was done, for the form to show (the visit booked). */
  data?: D;
  /** Refused because no one is signed in: the form offers to log in. */
  signedOut?: boolean;
} | null;

/** A text field of a posted form ("" when missing or a file; a forged call may send no form at all); the action's schema checks it. */
export function formText(form: unknown, name: string): string {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === "string" ? value : "";
}

/** Whether a checkbox of a posted form is ticked (a form leaves an unticked one out). */
export function formChecked(form: unknown, name: string): boolean {
  return form instanceof FormData && form.has(name);
}

/** The result of a form's action as the form's state, with what the form shows again. */
export function formState<V>(result: ActionResult<unknown>, values: V): NonNullable<FormState<V>> {
  if (result.ok) return { ok: true, message: result.message ?? "", values };
  return result.fieldErrors ? { ok: false, message: result.message, fieldErrors: result.fieldErrors, values } : { ok: false, message: result.message, values };
}
