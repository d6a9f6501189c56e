// The language field of every profile (issue 29, item 5): saves users.locale
// and the NEXT_LOCALE cookie for a signed-in user, refuses a signed-out caller
// and a language that is not offered, writing nothing then.
import { serverTextTranslator } from "@/lib/i18n/message-catalogue";
import { actAs, inRequest, sessionCookie } from "@/tests/helpers/actions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveLanguageAction } from "@/lib/actions/profile";
import { changeOwnLanguage } from "@/lib/accounts/language";
import { LANGUAGE_NOT_OFFERED, LANGUAGE_SAVED } from "@/lib/accounts/language-schema";
import { findActor, type Actor } from "@/lib/accounts/users";
import { SESSION_EXPIRED } from "@/lib/actions/safe-action";
import { isDomainError } from "@/lib/errors";
import { prisma } from "@/lib/db";
import { createDoctor, createUser } from "@/tests/helpers/factories";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const savedLocale = async (id: string) => (await prisma.user.findUniqueOrThrow({ where: { id }, select: { locale: true } })).locale;

let before: string | undefined;
beforeEach(() => {
  before = process.env.CLINIC_LOCALES;
  process.env.CLINIC_LOCALES = "en,fr,ar";
});
afterEach(() => {
  if (before === undefined) delete process.env.CLINIC_LOCALES;
  else process.env.CLINIC_LOCALES = before;
});

describe("changeOwnLanguage", () => {
  it("saves the signed-in user's language", async () => {
    const user = await createUser();
    const actor = (await findActor(user.id, 0)) as Actor;
    expect(await changeOwnLanguage(actor, "ar")).toBe("ar");
    expect(await savedLocale(user.id)).toBe("ar");
  });

  it("refuses nobody signed in", async () => {
    await expect(changeOwnLanguage(null, "fr")).rejects.toMatchObject({ status: 401 });
  });

  it("refuses a language that is not offered with a 400, and writes nothing", async () => {
    const user = await createUser();
    const actor = (await findActor(user.id, 0)) as Actor;
    const err = await changeOwnLanguage(actor, "es").catch((e: unknown) => e);
    expect(isDomainError(err) && err.status).toBe(400);
    expect(await savedLocale(user.id)).toBeNull();
  });
});

describe("saveLanguageAction", () => {
  it.each(["patient", "doctor", "admin", "receptionist"] as const)("saves a %s's language and sets the language cookie", async (role) => {
    const id = role === "doctor" ? (await createDoctor()).user.id : (await createUser({ role })).id;
    const outcome = await inRequest({ cookie: await sessionCookie(id) }, () => saveLanguageAction("fr"));
    // Said in the language just chosen: the page that shows it is in that language from now on.
    expect(outcome.value).toEqual({ ok: true, data: "fr", message: (await serverTextTranslator("fr"))(LANGUAGE_SAVED) });
    expect((outcome.value as { message: string }).message).toBe("Langue enregistrée.");
    expect(await savedLocale(id)).toBe("fr");
    const cookie = outcome.setCookies.find((c) => c.startsWith("NEXT_LOCALE="));
    expect(cookie).toMatch(/^NEXT_LOCALE=fr;/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses a signed-out caller, with no cookie set", async () => {
    const outcome = await inRequest({}, () => saveLanguageAction("fr"));
    expect(outcome.value).toEqual({ ok: false, message: SESSION_EXPIRED });
    expect(outcome.setCookies.filter((c) => c.startsWith("NEXT_LOCALE="))).toEqual([]);
  });

  it.each([
    ["a language the clinic does not offer", "es"],
    ["an unknown language", "de"],
    ["a number", 42],
    ["nothing", undefined],
  ])("refuses %s: a message, nothing saved, no cookie", async (_label, value) => {
    const user = await createUser();
    const outcome = await inRequest({ cookie: await sessionCookie(user.id) }, () => saveLanguageAction(value as never));
    expect(outcome.value).toMatchObject({ ok: false });
    expect(outcome.value?.ok === false && outcome.value.message.length).toBeGreaterThan(3);
    expect(await savedLocale(user.id)).toBeNull();
    expect(outcome.setCookies.filter((c) => c.startsWith("NEXT_LOCALE="))).toEqual([]);
  });

  it("names the field when the language is not offered", async () => {
    const user = await createUser();
    expect(await actAs(user.id, () => saveLanguageAction("es"))).toEqual({
      ok: false,
      message: LANGUAGE_NOT_OFFERED,
      fieldErrors: { locale: LANGUAGE_NOT_OFFERED },
    });
  });
});
