// GET /language?to= (issue 29), and issue 41, finding 4: a missing Sec-Fetch-Site is no proof that
// this site started the request. Without it, the choice is saved to the account only with a
// Referer or Origin of this site; the browser's cookie may still change (it only affects that browser).
import { inRequest, sessionCookie } from "@/tests/helpers/actions";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { GET as switchLanguage } from "@/app/language/route";
import { prisma } from "@/lib/db";
import { createUser } from "@/tests/helpers/factories";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

const SITE = "http://careslot.test";
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

/** A signed-in user's GET /language?to=fr with these request headers; what the account then holds. */
async function switchWith(headers: Record<string, string>) {
  const id = (await createUser()).id;
  const cookie = await sessionCookie(id);
  const req = new NextRequest(`${SITE}/language?to=fr`, { headers: { ...headers, cookie, host: "careslot.test" } });
  const outcome = await inRequest({ cookie }, () => switchLanguage(req));
  const res = outcome.value as Response;
  expect(res.status).toBe(303);
  return { saved: await savedLocale(id), cookie: res.headers.get("set-cookie") ?? "" };
}

describe("GET /language?to= without Sec-Fetch-Site", () => {
  it("does not save to the account when the Referer is another site", async () => {
    const { saved } = await switchWith({ referer: "https://evil.example/page" });
    expect(saved).not.toBe("fr");
  });

  it("does not save to the account with neither Referer nor Origin", async () => {
    expect((await switchWith({})).saved).not.toBe("fr");
  });

  it("does not save with an Origin of another site, nor a look-alike host", async () => {
    expect((await switchWith({ origin: "https://evil.example" })).saved).not.toBe("fr");
    expect((await switchWith({ referer: "http://careslot.test.evil.example/" })).saved).not.toBe("fr");
  });

  it("saves with a Referer or an Origin of this site", async () => {
    expect((await switchWith({ referer: `${SITE}/doctors` })).saved).toBe("fr");
    expect((await switchWith({ origin: SITE })).saved).toBe("fr");
  });
});

describe("GET /language?to= with Sec-Fetch-Site", () => {
  it("saves a same-origin request, and one the user typed (none)", async () => {
    expect((await switchWith({ "sec-fetch-site": "same-origin" })).saved).toBe("fr");
    expect((await switchWith({ "sec-fetch-site": "none" })).saved).toBe("fr");
  });

  it("changes nothing for a cross-site one, not even the cookie", async () => {
    const { saved, cookie } = await switchWith({ "sec-fetch-site": "cross-site", referer: `${SITE}/doctors` });
    expect(saved).not.toBe("fr");
    expect(cookie).not.toMatch(/NEXT_LOCALE=fr/);
  });
});
