// The plain forms' server actions (issue 25) answer a form state, or redirect when they succeed:
// as an ActionResult, so the authorization and bad-input tables judge them like every action.
import type { ActionResult, FormState } from "@/lib/actions/safe-action";

type FormAnswer = FormState<unknown, unknown>;

export function asActionResult(run: () => Promise<FormAnswer>): () => Promise<ActionResult<unknown>> {
  return async () => {
    try {
      const state = await run();
      if (!state) return { ok: false, message: "nothing sent" };
      if (state.ok) return { ok: true, data: state.data, message: state.message };
      return { ok: false, message: state.message };
    } catch (err) {
      // Done: the cancel and reschedule forms go on to the appointment's page.
      const digest = (err as { digest?: unknown } | null)?.digest;
      if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT;")) return { ok: true, data: digest.split(";")[2], message: "redirected" };
      throw err;
    }
  };
}
