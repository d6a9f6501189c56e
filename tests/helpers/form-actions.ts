// The plain forms' server actions (issue 25) answer a form state, or redirect when they succeed:
// as an ActionResult, so the authorization and bad-input tables judge them like every action.
import type { ActionResult } from "@/lib/actions/safe-action";
import type { BookingFormState } from "@/lib/appointments/booking-form";

type FormAnswer = BookingFormState | { message: string | null };

export function asActionResult(run: () => Promise<FormAnswer>): () => Promise<ActionResult<unknown>> {
  return async () => {
    try {
      const state = await run();
      if ("status" in state) {
        if (state.status === "booked") return { ok: true, data: state, message: state.message };
        return { ok: false, message: state.status === "error" ? state.message : "nothing sent" };
      }
      return { ok: false, message: state.message ?? "no message" };
    } catch (err) {
      // Done: the cancel and reschedule forms go on to the appointment's page.
      const digest = (err as { digest?: unknown } | null)?.digest;
      if (typeof digest === "string" && digest.startsWith("NEXT_REDIRECT;")) return { ok: true, data: digest.split(";")[2], message: "redirected" };
      throw err;
    }
  };
}
