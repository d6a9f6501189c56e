// useActionForm (components/forms/use-action-form.ts) handles an action's
// answer the same way in every form: field messages beside the fields the form
// has, the message or the form's fallback as a toast, the success toast and the
// form's next step. Checked on a real react-hook-form form (createFormControl);
// only the toaster, which needs a page, is replaced by a recorder.
import { createFormControl, type UseFormReturn } from "react-hook-form";
import { beforeEach, describe, expect, it, vi } from "vitest";

const toasts = vi.hoisted(() => [] as [string, unknown][]);
vi.mock("@/components/ui/toast", () => ({
  toast: {
    success: (message: unknown) => toasts.push(["success", message]),
    error: (message: unknown) => toasts.push(["error", message]),
    info: (message: unknown) => toasts.push(["info", message]),
  },
}));

const { fieldMessages, submitToAction } = await import("@/components/forms/use-action-form");

type Values = { name: string; email: string; doctorIds: string[] };

function makeForm() {
  const methods = createFormControl<Values>({ defaultValues: { name: "", email: "", doctorIds: [] } });
  return methods as unknown as UseFormReturn<Values>;
}

const values: Values = { name: "Ann", email: "ann@example.com", doctorIds: [] };

beforeEach(() => {
  toasts.length = 0;
});

describe("fieldMessages", () => {
  it("keeps the fields the form has, by their first segment, once each", () => {
    const shown = fieldMessages({ "doctorIds.0": "Unknown doctor", "doctorIds.1": "Another", token: "Link expired", email: "Taken" }, ["name", "email", "doctorIds"]);
    expect(shown).toEqual([
      ["doctorIds", "Unknown doctor"],
      ["email", "Taken"],
    ]);
  });
});

describe("submitToAction", () => {
  it("puts a refusal's field messages on the fields and its message in a toast", async () => {
    const form = makeForm();
    const onSuccess = vi.fn();
    const onRefused = vi.fn();
    await submitToAction(form, values, {
      action: async () => ({ ok: false, message: "Please fix the highlighted fields", fieldErrors: { email: "Email already registered", other: "x" } }),
      fallback: "Could not add",
      onSuccess,
      onRefused,
    });
    expect(form.getFieldState("email").error?.message).toBe("Email already registered");
    expect(form.getFieldState("name").error).toBeUndefined();
    expect(toasts).toEqual([["error", "Please fix the highlighted fields"]]);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onRefused).toHaveBeenCalledWith(expect.objectContaining({ ok: false, fieldErrors: { email: "Email already registered", other: "x" } }));
  });

  it("only sets the fields it is told to", async () => {
    const form = makeForm();
    await submitToAction(form, values, {
      action: async () => ({ ok: false, message: "Nope", fieldErrors: { name: "Too short", email: "Taken" } }),
      fields: ["email"],
    });
    expect(form.getFieldState("name").error).toBeUndefined();
    expect(form.getFieldState("email").error?.message).toBe("Taken");
  });

  it("shows the fallback for a refusal without words and for an action that throws", async () => {
    const form = makeForm();
    await submitToAction(form, values, { action: async () => ({ ok: false, message: "" }), fallback: "Could not save" });
    await submitToAction(form, values, {
      action: async () => {
        throw new TypeError("Failed to fetch");
      },
      fallback: "Could not save",
    });
    expect(toasts).toEqual([
      ["error", "Could not save"],
      ["error", "Could not save"],
    ]);
  });

  it("lets an action's exception through when the form has no fallback", async () => {
    const form = makeForm();
    const failing = submitToAction(form, values, {
      action: async () => {
        throw new Error("boom");
      },
    });
    await expect(failing).rejects.toThrow("boom");
  });

  it("on success toasts the message (or the form's words) and runs the next step with the data", async () => {
    const form = makeForm();
    const onSuccess = vi.fn();
    await submitToAction(form, values, { action: async (v) => ({ ok: true, data: v.name, message: "Saved" }), onSuccess });
    await submitToAction(form, values, { action: async () => ({ ok: true, data: 1 }), successToast: "Done", onSuccess });
    expect(toasts).toEqual([
      ["success", "Saved"],
      ["success", "Done"],
    ]);
    expect(onSuccess.mock.calls).toEqual([
      ["Ann", "Saved"],
      [1, undefined],
    ]);
  });

  it("raises no success toast when the form shows its own answer", async () => {
    const form = makeForm();
    await submitToAction(form, values, { action: async () => ({ ok: true, data: undefined, message: "Check your email" }), successToast: false });
    expect(toasts).toEqual([]);
  });
});
