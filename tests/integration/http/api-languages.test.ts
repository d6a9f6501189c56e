// The REST API's messages in the caller's language (issue 29): the message
// (and the field messages) follow Accept-Language when it names an offered
// language; fields, statuses and values never change; without the header, or
// with English, or while English alone is offered, the texts are SPEC's.
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "@/tests/helpers/http";
import { POST as register } from "@/app/api/auth/register/route";
import { GET as me } from "@/app/api/auth/me/route";
import { NO_TOKEN } from "@/lib/http/handler";

const badSignup = { json: { name: "Al", email: "not-an-email", password: "secret1" }, headers: { "x-forwarded-for": "203.0.113.29" } };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the API's messages and Accept-Language", () => {
  it("answers in French with Accept-Language: fr while the four languages are offered", async () => {
    vi.stubEnv("CLINIC_LOCALES", "en,es,fr,ar");
    const fr = await call(me, { headers: { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" } });
    expect(fr.status).toBe(401);
    expect(fr.body).toEqual({ success: false, message: "Aucun jeton fourni" });
    expect(fr.headers.get("vary")).toContain("Accept-Language");

    const invalid = await call(register, { ...badSignup, headers: { ...badSignup.headers, "accept-language": "fr" } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      success: false,
      message: "Le nom complet doit comporter au moins 3 caractères",
      errors: { name: "Le nom complet doit comporter au moins 3 caractères", email: "Adresse e-mail non valide" },
    });
  });

  it("answers in English without the header, with English, or with a language not offered", async () => {
    vi.stubEnv("CLINIC_LOCALES", "en,es,fr,ar");
    const headerSets: Record<string, string>[] = [{}, { "accept-language": "en-US" }, { "accept-language": "de-DE" }];
    for (const headers of headerSets) {
      const reply = await call(me, { headers });
      expect(reply.body).toEqual({ success: false, message: NO_TOKEN });
    }
    const invalid = await call(register, badSignup);
    expect(invalid.body.errors).toEqual({ name: "Full name must be at least 3 characters", email: "Invalid email address" });
  });

  it("answers in English, with no Vary, while English alone is offered (the gate closed)", async () => {
    vi.stubEnv("CLINIC_LOCALES", "en");
    const reply = await call(me, { headers: { "accept-language": "fr" } });
    expect(reply.body).toEqual({ success: false, message: NO_TOKEN });
    expect(reply.headers.get("vary")).toBeNull();
  });
});
