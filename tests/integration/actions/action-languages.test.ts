// Server actions answer in the page's language (issue 29): the action wrapper
// (lib/actions/safe-action.ts) translates the success message, the refusal and
// the field messages (lib/i18n/message-catalogue.ts); the data and the field names
// stay as they are. English pages get SPEC's texts, as before.
import { sessionCookie, inRequest } from "@/tests/helpers/actions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createUser } from "@/tests/helpers/factories";
import { updateProfileAction } from "@/lib/actions/profile";
import { bookFromFormAction } from "@/lib/actions/appointments";
import { PROFILE_UPDATED } from "@/lib/accounts/users";
import { SESSION_EXPIRED } from "@/lib/actions/safe-action";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

afterEach(() => {
  vi.unstubAllEnvs();
});

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe("server actions in the page's language", () => {
  it("says success, refusals and field messages in the language of the page", async () => {
    vi.stubEnv("CLINIC_LOCALES", "en,es,fr,ar");
    const user = await createUser();
    const cookie = `${await sessionCookie(user.id)}; NEXT_LOCALE=es`;
    const ok = await inRequest({ cookie }, () => updateProfileAction(form({ name: "Ana Pérez", phone: "+34 600 000 000" })));
    expect(ok.value).toMatchObject({ ok: true, message: "¡Perfil actualizado correctamente!" });

    const refused = await inRequest({ cookie }, () => updateProfileAction(form({ name: "Ana", phone: "call me" })));
    expect(refused.value).toMatchObject({ ok: false, fieldErrors: { phone: "El teléfono solo puede contener dígitos, espacios y + ( ) - ." } });

    const signedOut = await inRequest({ cookie: "NEXT_LOCALE=fr" }, () => updateProfileAction(form({ name: "Ana" })));
    expect(signedOut.value).toEqual({ ok: false, message: "Votre session a expiré. Veuillez vous reconnecter." });
  });

  it("the booking page's form: its own messages too, and a refusal for want of a session still asks to log in", async () => {
    vi.stubEnv("CLINIC_LOCALES", "en,es,fr,ar");
    const noSlot = await inRequest({ cookie: "NEXT_LOCALE=fr" }, () => bookFromFormAction(null, form({ doctorId: "x", date: "2030-01-07", slot: "" })));
    expect(noSlot.value).toMatchObject({ ok: false, message: "Veuillez choisir une date et un créneau horaire" });
    expect(noSlot.value?.signedOut).toBeFalsy();
    const signedOut = await inRequest({ cookie: "NEXT_LOCALE=fr" }, () =>
      bookFromFormAction(null, form({ doctorId: "x", date: "2030-01-07", slot: "2030-01-07T10:00" })),
    );
    expect(signedOut.value).toMatchObject({ ok: false, message: "Vous devez être connecté pour prendre rendez-vous", signedOut: true });
  });

  it("keeps SPEC's English on English pages and while English alone is offered", async () => {
    const user = await createUser();
    const cookie = `${await sessionCookie(user.id)}; NEXT_LOCALE=fr`;
    vi.stubEnv("CLINIC_LOCALES", "en");
    expect((await inRequest({ cookie }, () => updateProfileAction(form({ name: "Ana Pérez" })))).value).toMatchObject({ ok: true, message: PROFILE_UPDATED });
    vi.stubEnv("CLINIC_LOCALES", "en,es,fr,ar");
    expect((await inRequest({ cookie: "NEXT_LOCALE=en" }, () => updateProfileAction(form({ name: "Ana" })))).value).toEqual({ ok: false, message: SESSION_EXPIRED });
  });
});
