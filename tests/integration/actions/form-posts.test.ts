// The login, signup and contact forms posted before any script runs (issue
// 25): their useActionState actions. Bad input comes back as field messages
// with what was typed (never a password, never a 500); the login form's
// action signs in with the same checks, session and cookie as next-auth's
// credentials provider (the form with scripts), under the same rate limits.
import { inRequest, SESSION_COOKIE, webSignIn } from "@/tests/helpers/actions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decode } from "next-auth/jwt";
import { loginFormAction, type LoginFormState } from "@/lib/actions/login";
import { signupFormAction } from "@/lib/actions/signup";
import { sendContactFormAction } from "@/lib/actions/contact";
import { currentActor } from "@/lib/auth/session";
import { SESSION_MAX_AGE, SHORT_SESSION_SECONDS } from "@/lib/auth/options";
import { BAD_CREDENTIALS, DUPLICATE_EMAIL } from "@/lib/accounts/users";
import { CONTACT_THANKS } from "@/lib/clinic/contact";
import { SERVER_ERROR } from "@/lib/http/error-response";
import { authSecret } from "@/lib/platform/secret";
import { prisma } from "@/lib/db";
import { formOf } from "@/tests/helpers/http";
import { createUser, PASSWORD } from "@/tests/helpers/factories";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

let n = 0;
const ip = () => `10.77.${Math.floor(++n / 250)}.${n % 250}`;
const unique = () => `${Date.now().toString(36)}${++n}`;

afterEach(() => {
  delete process.env.RATE_LIMIT_SCALE;
});

/** Posts the login form as a browser without scripts does ("Remember me" ticked unless `remember: false`). */
function postLogin(fields: { email: string; password: string; remember?: boolean; callbackUrl?: string }, from = ip()) {
  const form = formOf({ email: fields.email, password: fields.password, ...(fields.callbackUrl ? { callbackUrl: fields.callbackUrl } : {}) });
  if (fields.remember !== false) form.set("remember", "on");
  return inRequest({ ip: from }, () => loginFormAction(null, form));
}

const cookieValue = (setCookies: string[]) => {
  const header = setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return header && header.slice(SESSION_COOKIE.length + 1).split(";")[0];
};

describe("the login form without scripts", () => {
  it("signs in like next-auth does: a web session, the same claims and the same cookie, then the role's home", async () => {
    const user = await createUser();
    const out = await postLogin({ email: user.email.toUpperCase(), password: PASSWORD });
    expect(out.redirectedTo).toBe("/");
    const header = out.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
    expect(header).toMatch(/; Path=\//);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=lax/i);
    expect(header).not.toMatch(/; Secure/);
    const expires = new Date(/Expires=([^;]+)/.exec(header)![1]).getTime();
    expect(Math.abs(expires - Date.now() - SESSION_MAX_AGE * 1000)).toBeLessThan(60_000);

    const token = (await decode({ secret: authSecret(), token: cookieValue(out.setCookies)! }))!;
    const viaNextAuth = (await decode({ secret: authSecret(), token: (await webSignIn({ email: user.email, password: PASSWORD }, ip())).split("=")[1] }))!;
    expect(Object.keys(token).sort()).toEqual(Object.keys({ ...viaNextAuth, name: 1, email: 1, picture: 1 }).sort());
    expect(token).toMatchObject({ sub: user.id, role: "patient", ver: user.tokenVersion, email: user.email, name: user.name });
    const session = await prisma.session.findUniqueOrThrow({ where: { id: token.sid as string } });
    expect(session).toMatchObject({ userId: user.id, kind: "web" });
    expect(Math.abs(session.expiresAt.getTime() - Date.now() - SESSION_MAX_AGE * 1000)).toBeLessThan(60_000);

    // The pages and actions take the cookie as signed in.
    const actor = (await inRequest({ cookie: `${SESSION_COOKIE}=${cookieValue(out.setCookies)}` }, () => currentActor())).value;
    expect(actor?.id).toBe(user.id);
  });

  it("over https the cookie is next-auth's __Secure- one, Secure", async () => {
    const user = await createUser();
    const configured = process.env.NEXTAUTH_URL;
    process.env.NEXTAUTH_URL = "https://careslot.test";
    try {
      const out = await postLogin({ email: user.email, password: PASSWORD });
      expect(out.setCookies).toEqual([expect.stringMatching(/^__Secure-next-auth\.session-token=[^;]+;.*; Secure/)]);
    } finally {
      process.env.NEXTAUTH_URL = configured;
    }
  });

  it("without Remember me the session lasts a working day", async () => {
    const user = await createUser();
    const out = await postLogin({ email: user.email, password: PASSWORD, remember: false });
    const token = (await decode({ secret: authSecret(), token: cookieValue(out.setCookies)! }))!;
    const session = await prisma.session.findUniqueOrThrow({ where: { id: token.sid as string } });
    expect(Math.abs(session.expiresAt.getTime() - Date.now() - SHORT_SESSION_SECONDS * 1000)).toBeLessThan(60_000);
    expect(Math.abs((token.until as number) * 1000 - session.expiresAt.getTime())).toBeLessThan(1000);
  });

  it("follows a return path of this site only, else the role's home", async () => {
    const doctor = await createUser({ role: "doctor" });
    expect((await postLogin({ email: doctor.email, password: PASSWORD, callbackUrl: "/my-appointments?x=1" })).redirectedTo).toBe("/my-appointments?x=1");
    expect((await postLogin({ email: doctor.email, password: PASSWORD, callbackUrl: "/\\evil.example/phish" })).redirectedTo).toBe("/doctor/dashboard");
    const admin = await createUser({ role: "admin" });
    expect((await postLogin({ email: admin.email, password: PASSWORD, callbackUrl: "https://evil.example/" })).redirectedTo).toBe("/admin/dashboard");
  });

  it("a wrong password comes back with the message and the email, without the password or a cookie", async () => {
    const user = await createUser();
    const out = await postLogin({ email: user.email, password: "wrong-password", remember: false });
    expect(out.value).toEqual({ ok: false, message: BAD_CREDENTIALS, values: { email: user.email, remember: false } });
    expect(JSON.stringify(out.value)).not.toContain("wrong-password");
    expect(out.setCookies).toEqual([]);
  });

  it.each([
    ["an empty form", new FormData()],
    ["a bad email and a short password", formOf({ email: "nope", password: "123" })],
    ["no form at all", "garbage" as unknown as FormData],
  ])("%s: the fields' messages, no 500, nothing counted", async (_label, form) => {
    const before = await prisma.rateLimit.count();
    const out = await inRequest({ ip: ip() }, () => loginFormAction(null, form));
    const state = out.value as NonNullable<LoginFormState>;
    expect(state.ok).toBe(false);
    expect(state.message).not.toBe(SERVER_ERROR);
    expect(state.fieldErrors).toEqual({ email: "Please enter a valid email address", password: "Password should be at least 6 characters" });
    expect(out.setCookies).toEqual([]);
    expect(await prisma.rateLimit.count()).toBe(before);
  });

  it("counts attempts under the same limits as the form with scripts: guesses there lock this door too", async () => {
    process.env.RATE_LIMIT_SCALE = "0.2"; // 10 -> 2 attempts per account and address
    const user = await createUser();
    const from = ip();
    for (let i = 0; i < 2; i++) await expect(webSignIn({ email: user.email, password: `guess-${i}-x` }, from)).rejects.toThrow(BAD_CREDENTIALS);
    const out = await postLogin({ email: user.email, password: PASSWORD }, from);
    expect(out.redirectedTo).toBeUndefined();
    expect(out.value).toMatchObject({ ok: false, message: expect.stringMatching(/Too many attempts/) });
    expect(out.setCookies).toEqual([]);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);

    // And the other way round: guesses here lock the form with scripts.
    const other = await createUser();
    const again = ip();
    for (let i = 0; i < 2; i++) expect((await postLogin({ email: other.email, password: `guess-${i}-x` }, again)).value).toMatchObject({ message: BAD_CREDENTIALS });
    await expect(webSignIn({ email: other.email, password: PASSWORD }, again)).rejects.toThrow(/Too many attempts/);
  });
});

describe("the signup form without scripts", () => {
  const post = (fields: Record<string, string>, from = ip()) => inRequest({ ip: from }, () => signupFormAction(null, formOf(fields)));

  it("registers and ends on /login, which says so, keeping the return path", async () => {
    const email = `nojs-${unique()}@example.test`;
    const out = await post({ name: "No Script", email, password: "secret123", confirmPassword: "secret123", terms: "on", callbackUrl: "/doctors" });
    expect(out.redirectedTo).toBe("/login?registered=1&callbackUrl=%2Fdoctors");
    expect(await prisma.user.findUnique({ where: { email } })).toMatchObject({ name: "No Script", role: "patient" });
    const plain = await post({ name: "No Script", email: `nojs-${unique()}@example.test`, password: "secret123", confirmPassword: "secret123", terms: "on", callbackUrl: "//evil.example" });
    expect(plain.redirectedTo).toBe("/login?registered=1");
  });

  it("bad input comes back with every field's message and what was typed, never the passwords", async () => {
    const out = await post({ name: "Al", email: "not-an-email", password: "123", confirmPassword: "1234" });
    expect(out.value).toEqual({
      ok: false,
      message: "Full name must be at least 3 characters",
      fieldErrors: {
        name: "Full name must be at least 3 characters",
        email: "Invalid email address",
        password: "Password must be at least 6 characters",
        confirmPassword: "Passwords do not match",
        terms: "You must accept the Terms and Privacy Policy",
      },
      values: { name: "Al", email: "not-an-email", terms: false },
    });
    expect(JSON.stringify(out.value)).not.toContain("1234");
  });

  it("a taken email is refused with its message", async () => {
    const user = await createUser();
    const out = await post({ name: "Someone Else", email: user.email, password: "secret123", confirmPassword: "secret123", terms: "on" });
    expect(out.value).toMatchObject({ ok: false, message: DUPLICATE_EMAIL, values: { name: "Someone Else", email: user.email, terms: true } });
  });

  it("no form at all is bad input, not a 500", async () => {
    const out = await inRequest({ ip: ip() }, () => signupFormAction(null, 42 as unknown as FormData));
    expect(out.value).toMatchObject({ ok: false, fieldErrors: expect.objectContaining({ name: expect.any(String) }) });
  });
});

describe("the contact form without scripts", () => {
  const message = { name: "Sam", email: "sam@example.test", subject: "Hours", message: "Open on Sunday?" };
  const post = (fields: Record<string, string>, from = ip()) => inRequest({ ip: from }, () => sendContactFormAction(null, formOf(fields)));

  it("sends and thanks, the form cleared", async () => {
    const subject = `Hours ${unique()}`;
    const out = await post({ ...message, subject });
    expect(out.value).toEqual({ ok: true, message: CONTACT_THANKS, values: { name: "", email: "", subject: "", message: "" } });
    expect(await prisma.contactMessage.count({ where: { subject } })).toBe(1);
  });

  it("bad input comes back with the fields' messages and what was typed; nothing stored", async () => {
    const before = await prisma.contactMessage.count();
    const out = await post({ ...message, email: "not an email", message: "  " });
    expect(out.value).toMatchObject({
      ok: false,
      fieldErrors: { email: "Please enter a valid email address", message: "Message is required" },
      values: { ...message, email: "not an email", message: "  " },
    });
    expect(await prisma.contactMessage.count()).toBe(before);
  });

  it("past the hourly limit it fails with the reason, the form cleared", async () => {
    process.env.RATE_LIMIT_SCALE = "0.1"; // 10 -> 1 an hour
    const from = ip();
    expect((await post(message, from)).value).toMatchObject({ ok: true });
    const out = await post(message, from);
    expect(out.value).toMatchObject({ ok: false, message: expect.stringMatching(/too many/i), values: { name: "", email: "", subject: "", message: "" } });
    expect(out.value).not.toHaveProperty("fieldErrors");
  });
});
