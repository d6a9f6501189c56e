// Sessions that really end (issue 12, item 7): every sign-in, web or REST, has
// a session on the server; logging out, "log out everywhere" and a password
// change end sessions there, so a copied cookie or token stops working at once.
import { inRequest, SESSION_COOKIE, sessionCookie, webSignIn } from "@/tests/helpers/actions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { decodeJwt, SignJWT } from "jose";
import { decode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { GET as sessionEnded } from "@/app/session-ended/route";
import { GET as nextAuthGet } from "@/app/api/auth/[...nextauth]/route";
import LoginPage from "@/app/(public)/login/page";
import SignupPage from "@/app/(public)/signup/page";
import { proxy } from "@/proxy";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { POST as changePasswordRoute } from "@/app/api/auth/change-password/route";
import * as authActions from "@/lib/actions/auth";
import * as profileActions from "@/lib/actions/profile";
import { SESSION_EXPIRED } from "@/lib/actions/safe-action";
import { currentActor, requirePageActor } from "@/lib/auth/session";
import { authSecret } from "@/lib/platform/secret";
import { SESSION_MAX_AGE, SHORT_SESSION_SECONDS } from "@/lib/auth/options";
import { TOKEN_TTL_SECONDS } from "@/lib/accounts/api-tokens";
import { PASSWORD_CHANGED, WRONG_CURRENT_PASSWORD } from "@/lib/accounts/users";
import { prisma } from "@/lib/db";
import { call, expectFailure, formOf } from "@/tests/helpers/http";
import { createUser, PASSWORD, tokenFor } from "@/tests/helpers/factories";

// The login and sign-up pages speak through next-intl's server API, which needs React's server
// environment (a real request renders them there): English messages through tests/helpers/next-intl-server.ts.
vi.mock("next-intl/server", () => import("@/tests/helpers/next-intl-server"));

// revalidatePath needs a running server's incremental cache; nothing here reads pages.
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

let n = 0;
const ip = () => `10.44.${Math.floor(++n / 250)}.${n % 250}`;
const restLogin = async (email: string, password = PASSWORD) =>
  call(login, { json: { email, password }, headers: { "x-forwarded-for": ip() } });
const tokenOf = async (email: string) => (await restLogin(email)).body.token as string;
const sessionsOf = (userId: string) => prisma.session.findMany({ where: { userId }, orderBy: { createdAt: "asc" } });
const sidOfToken = (token: string) => decodeJwt(token).sid as string;
const sidOfCookie = async (cookie: string) => (await decode({ secret: authSecret(), token: cookie.split("=")[1] }))?.sid;
/** Who the web UI sees for this cookie (the pages' and actions' currentActor). */
const actorOf = async (cookie: string) => (await inRequest({ cookie }, () => currentActor())).value;
const update = () => profileActions.updateProfileAction(formOf({ name: "Still Here", phone: "1", address: "A", gender: "female" }));

afterEach(() => {
  delete process.env.RATE_LIMIT_SCALE;
});

describe("every sign-in has a session on the server", () => {
  it("the REST login starts an api session that its token names and that expires with the token", async () => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const [session] = await sessionsOf(user.id);
    expect(session).toMatchObject({ id: sidOfToken(token), kind: "api" });
    expect(Math.abs(session.expiresAt.getTime() - Date.now() - TOKEN_TTL_SECONDS * 1000)).toBeLessThan(60_000);
  });

  it("the web sign-in starts a web session that its cookie names, for 30 days or, without Remember me, a working day", async () => {
    const user = await createUser();
    const remembered = await webSignIn({ email: user.email, password: PASSWORD, remember: true }, ip());
    const brief = await webSignIn({ email: user.email, password: PASSWORD, remember: false }, ip());
    const [long, short] = await sessionsOf(user.id);
    expect(long).toMatchObject({ id: await sidOfCookie(remembered), kind: "web" });
    expect(short).toMatchObject({ id: await sidOfCookie(brief), kind: "web" });
    expect(Math.abs(long.expiresAt.getTime() - Date.now() - SESSION_MAX_AGE * 1000)).toBeLessThan(60_000);
    expect(Math.abs(short.expiresAt.getTime() - Date.now() - SHORT_SESSION_SECONDS * 1000)).toBeLessThan(60_000);
    expect((await actorOf(remembered))?.id).toBe(user.id);
    expect((await actorOf(brief))?.id).toBe(user.id);
  });

  it("a session past its end no longer counts, and sign-ins remove expired rows", async () => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    expect((await call(me, { token })).status).toBe(200);
    const created = new Date(Date.now() - 3 * 3600_000);
    await prisma.session.update({ where: { id: sidOfToken(token) }, data: { createdAt: created, expiresAt: new Date(Date.now() - 1000) } });
    expectFailure(await call(me, { token }), 401, "Invalid or expired token. Please log in again.");

    const stale = await createUser();
    await prisma.session.createMany({
      data: Array.from({ length: 5 }, () => ({ userId: stale.id, kind: "api" as const, createdAt: created, expiresAt: new Date(Date.now() - 60_000) })),
    });
    const expired = () => prisma.session.count({ where: { expiresAt: { lte: new Date() } } });
    const before = await expired();
    expect(before).toBeGreaterThanOrEqual(6);
    const live = await tokenOf(stale.email);
    await tokenOf(stale.email);
    // Each sign-in removes up to three expired rows.
    expect(await expired()).toBe(before - 6);
    expect((await call(me, { token: live })).status).toBe(200);
  });

  it("refuses tokens and cookies from before server-side sessions (no session id): their holders sign in again", async () => {
    const user = await createUser();
    const legacyToken = await new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuer("careslot")
      .setAudience("careslot-api")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(authSecret()));
    expectFailure(await call(me, { token: legacyToken }), 401, "Invalid or expired token. Please log in again.");
    const legacyCookie = await sessionCookie(user.id, { sid: null });
    expect(await actorOf(legacyCookie)).toBeNull();
  });

  it("a session id of someone else's session does not sign anyone in", async () => {
    const owner = await createUser();
    const other = await createUser();
    const ownersSid = sidOfToken(await tokenOf(owner.email));
    const borrowed = await sessionCookie(other.id, { sid: ownersSid });
    expect(await actorOf(borrowed)).toBeNull();
  });
});

describe("REST: POST /api/auth/logout", () => {
  it("ends this token's session only: the token is 401 after, the user's other sign-ins keep working", async () => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const other = await tokenOf(user.email);
    const cookie = await webSignIn({ email: user.email, password: PASSWORD }, ip());
    const r = await call(logoutRoute, { method: "POST", token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, message: "Signed out" });
    expectFailure(await call(me, { token }), 401, "Invalid or expired token. Please log in again.");
    expectFailure(await call(logoutRoute, { method: "POST", token }), 401);
    expect(await prisma.session.findUnique({ where: { id: sidOfToken(token) } })).toBeNull();
    expect((await call(me, { token: other })).status).toBe(200);
    expect((await actorOf(cookie))?.id).toBe(user.id);
  });

  it("answers 401 without a token", async () => {
    expectFailure(await call(logoutRoute, { method: "POST" }), 401, "No token provided");
  });
});

describe("REST: POST /api/auth/logout-all", () => {
  it("ends every session of the user, web and api, this one included", async () => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const other = await tokenFor(user.id);
    const cookie = await webSignIn({ email: user.email, password: PASSWORD }, ip());
    const bystander = await createUser();
    const bystanderToken = await tokenFor(bystander.id);
    expect((await call(logoutAll, { method: "POST", token })).status).toBe(200);
    expect(await sessionsOf(user.id)).toEqual([]);
    expectFailure(await call(me, { token }), 401);
    expectFailure(await call(me, { token: other }), 401);
    expect(await actorOf(cookie)).toBeNull();
    expect((await call(me, { token: bystanderToken })).status).toBe(200);
  });
});

describe("REST: POST /api/auth/change-password", () => {
  const NEW = "a brand new secret 7";

  it("changes the password, keeps this token and ends every other token and session", async () => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const otherToken = await tokenOf(user.email);
    const cookie = await webSignIn({ email: user.email, password: PASSWORD }, ip());
    const r = await call(changePasswordRoute, { json: { currentPassword: PASSWORD, newPassword: NEW }, token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, message: PASSWORD_CHANGED });
    expect((await call(me, { token })).status).toBe(200);
    expectFailure(await call(me, { token: otherToken }), 401);
    expect(await actorOf(cookie)).toBeNull();
    expect((await sessionsOf(user.id)).map((s) => s.id)).toEqual([sidOfToken(token)]);
    expectFailure(await restLogin(user.email, PASSWORD), 401, "Invalid email or password");
    expect((await restLogin(user.email, NEW)).status).toBe(200);
  });

  it("refuses a wrong current password with 400 and changes nothing", async () => {
    const user = await createUser();
    const token = await tokenOf(user.email);
    const other = await tokenOf(user.email);
    const before = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const r = await call(changePasswordRoute, { json: { currentPassword: "not-the-password", newPassword: NEW }, token });
    expectFailure(r, 400, WRONG_CURRENT_PASSWORD);
    expect(r.body.errors).toEqual({ currentPassword: WRONG_CURRENT_PASSWORD });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);
    expect((await call(me, { token: other })).status).toBe(200);
  });

  it.each([
    ["too short", "12345", "Password must be at least 6 characters"],
    ["too long", "p".repeat(101), "Password must be at most 100 characters"],
  ])("refuses a new password that is %s with 400 and the shared rule's message", async (_label, newPassword, message) => {
    const user = await createUser();
    const token = await tokenFor(user.id);
    const other = await tokenFor(user.id);
    const before = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expectFailure(await call(changePasswordRoute, { json: { currentPassword: PASSWORD, newPassword }, token }), 400, message);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);
    expect((await call(me, { token: other })).status).toBe(200);
  });

  it("limits password checks per account (a stolen token cannot guess the password)", async () => {
    process.env.RATE_LIMIT_SCALE = "0.2"; // 10 -> 2 per 15 minutes
    const user = await createUser();
    const token = await tokenFor(user.id);
    for (let i = 0; i < 2; i++) {
      expectFailure(await call(changePasswordRoute, { json: { currentPassword: `guess-${i}-x`, newPassword: NEW }, token }), 400);
    }
    const r = await call(changePasswordRoute, { json: { currentPassword: PASSWORD, newPassword: NEW }, token });
    expectFailure(r, 429, /Too many attempts/);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers 401 without a token", async () => {
    expectFailure(await call(changePasswordRoute, { json: { currentPassword: PASSWORD, newPassword: NEW } }), 401);
  });
});

describe("web: logout ends the session on the server", () => {
  it("a copy of the cookie taken before logout no longer reads pages or runs actions", async () => {
    const user = await createUser();
    const cookie = await webSignIn({ email: user.email, password: PASSWORD }, ip());
    const elsewhere = await webSignIn({ email: user.email, password: PASSWORD }, ip());
    expect((await actorOf(cookie))?.id).toBe(user.id);

    const out = await inRequest({ cookie }, () => authActions.logout());
    expect(out.redirectedTo).toBe("/login");
    expect(out.setCookies.filter((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toHaveLength(1);
    expect(await prisma.session.findUnique({ where: { id: (await sidOfCookie(cookie)) as string } })).toBeNull();

    // The copied cookie: pages see nobody and send it to /login, actions refuse it.
    expect(await actorOf(cookie)).toBeNull();
    const page = await inRequest({ cookie }, () => requirePageActor("/profile"));
    // By /session-ended, which deletes the cookie (proxy.ts would keep a browser that has one away from /login).
    expect(page.redirectedTo).toBe("/session-ended?callbackUrl=%2Fprofile");
    const before = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect((await inRequest({ cookie }, update)).value).toEqual({ ok: false, message: SESSION_EXPIRED });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);

    // Another browser of the same user is still signed in.
    expect((await actorOf(elsewhere))?.id).toBe(user.id);
  });

  it("works with a session that already ended: the cookie is cleared all the same", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    await prisma.session.deleteMany({ where: { userId: user.id } });
    const out = await inRequest({ cookie }, () => authActions.logout());
    expect(out.redirectedTo).toBe("/login");
    expect(out.setCookies.filter((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toHaveLength(1);
  });
});

describe("web: /session-ended", () => {
  const visit = async (cookie: string | undefined, callbackUrl: string) => {
    const out = await inRequest({ cookie }, () => sessionEnded(new NextRequest(`http://careslot.test/session-ended?callbackUrl=${encodeURIComponent(callbackUrl)}`)));
    const cleared = out.setCookies.filter((c) => c.startsWith(`${SESSION_COOKIE}=;`)).length;
    return { status: out.value!.status, location: out.value!.headers.get("location"), cleared };
  };

  it("deletes a cookie whose session ended and goes on to /login, coming back afterwards", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    await prisma.session.deleteMany({ where: { userId: user.id } });
    expect(await visit(cookie, "/my-appointments?tab=past")).toEqual({ status: 307, location: "/login?callbackUrl=%2Fmy-appointments%3Ftab%3Dpast", cleared: 1 });
    expect(await visit(undefined, "/profile")).toEqual({ status: 307, location: "/login?callbackUrl=%2Fprofile", cleared: 0 });
  });

  it("leaves a live session alone: a link to it cannot sign anyone out", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    expect(await visit(cookie, "/profile")).toEqual({ status: 307, location: "/profile", cleared: 0 });
    expect((await actorOf(cookie))?.id).toBe(user.id);
  });

  // "/.//evil.example/x" and its spellings normalise to "//evil.example/x", which a browser reads as another host (issue 22, finding 2).
  it.each(["//evil.example/x", "/\\evil.example/x", "/\t/evil.example/x", "https://evil.example/", "javascript:alert(1)", "/.//evil.example/x", "/..//x", "/%2e//x", "/%2E%2E//evil.example"])(
    "never sends the browser to another site (callbackUrl %j)",
    async (callbackUrl) => {
      const user = await createUser();
      const live = await sessionCookie(user.id);
      expect((await visit(live, callbackUrl)).location).toBe("/");
      expect((await visit(undefined, callbackUrl)).location).toBe("/login");
    },
  );
});

describe("web: Change password", () => {
  const NEW = "another new secret 9";
  const form = (currentPassword: string, newPassword = NEW, confirmPassword = newPassword) => ({ currentPassword, newPassword, confirmPassword });

  it("keeps this browser signed in and ends every other session and token", async () => {
    const user = await createUser();
    const cookie = await webSignIn({ email: user.email, password: PASSWORD }, ip());
    const otherCookie = await webSignIn({ email: user.email, password: PASSWORD }, ip());
    const token = await tokenOf(user.email);
    const { value } = await inRequest({ cookie }, () => authActions.changePasswordAction(form(PASSWORD)));
    expect(value).toEqual({ ok: true, data: null, message: PASSWORD_CHANGED });
    expect((await actorOf(cookie))?.id).toBe(user.id);
    expect(await actorOf(otherCookie)).toBeNull();
    expectFailure(await call(me, { token }), 401);
    await expect(webSignIn({ email: user.email, password: PASSWORD }, ip())).rejects.toThrow("Invalid email or password");
    expect((await actorOf(await webSignIn({ email: user.email, password: NEW }, ip())))?.id).toBe(user.id);
  });

  it("refuses a wrong current password beside its field, and a new password the rule refuses, changing nothing", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    const otherCookie = await sessionCookie(user.id);
    const before = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const wrong = await inRequest({ cookie }, () => authActions.changePasswordAction(form("not-the-password")));
    expect(wrong.value).toEqual({ ok: false, message: WRONG_CURRENT_PASSWORD, fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD } });
    const short = await inRequest({ cookie }, () => authActions.changePasswordAction(form(PASSWORD, "12345")));
    expect(short.value).toMatchObject({ ok: false, fieldErrors: { newPassword: "Password must be at least 6 characters" } });
    const differ = await inRequest({ cookie }, () => authActions.changePasswordAction(form(PASSWORD, NEW, "something else")));
    expect(differ.value).toMatchObject({ ok: false, fieldErrors: { confirmPassword: "Passwords do not match" } });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);
    expect((await actorOf(otherCookie))?.id).toBe(user.id);
  });

  it("is refused without a live session", async () => {
    const { value } = await inRequest({}, () => authActions.changePasswordAction(form(PASSWORD)));
    expect(value).toEqual({ ok: false, message: SESSION_EXPIRED });
  });
});

describe("web: Log out everywhere", () => {
  it("ends every session and token of the user, this browser's too, and goes to /login", async () => {
    const user = await createUser();
    const cookie = await webSignIn({ email: user.email, password: PASSWORD }, ip());
    const otherCookie = await webSignIn({ email: user.email, password: PASSWORD }, ip());
    const token = await tokenOf(user.email);
    const out = await inRequest({ cookie }, () => authActions.logoutEverywhereAction());
    expect(out.redirectedTo).toBe("/login");
    expect(out.setCookies.filter((c) => c.startsWith(`${SESSION_COOKIE}=;`))).toHaveLength(1);
    expect(await sessionsOf(user.id)).toEqual([]);
    expect(await actorOf(cookie)).toBeNull();
    expect(await actorOf(otherCookie)).toBeNull();
    expectFailure(await call(me, { token }), 401);
    // Signing in again works.
    expect((await actorOf(await webSignIn({ email: user.email, password: PASSWORD }, ip())))?.id).toBe(user.id);
  });

  it("is refused without a live session", async () => {
    const out = await inRequest({}, () => authActions.logoutEverywhereAction());
    expect(out.value).toEqual({ ok: false, message: SESSION_EXPIRED });
  });
});

// Issue 21: a browser whose session ended elsewhere still holds its cookie; the
// sign-in pages must let it in. proxy.ts asks the server-side session there.
describe("proxy: /login and /signup with a cookie whose session ended", () => {
  const open = (path: string, cookie: string) => proxy(new NextRequest(`http://careslot.test${path}`, { headers: { cookie } }));

  it("open the page with the cookie deleted, and signing in works again", async () => {
    const user = await createUser();
    const cookie = await webSignIn({ email: user.email, password: PASSWORD }, ip());
    const elsewhere = await webSignIn({ email: user.email, password: PASSWORD }, ip());
    // "Log out everywhere" on the other device.
    await inRequest({ cookie: elsewhere }, () => authActions.logoutEverywhereAction(undefined));
    expect(await actorOf(cookie)).toBeNull();

    for (const path of ["/login", "/signup", "/login?callbackUrl=%2Fmy-appointments"]) {
      const res = await open(path, `${cookie}; theme=dark`);
      expect(res.headers.get("location"), path).toBeNull();
      expect(res.status, path).toBe(200);
      expect(res.headers.get("set-cookie"), path).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`, "i"));
      // The page is rendered without the dead cookie (other cookies kept).
      expect(res.headers.get("x-middleware-request-cookie"), path).toBe("theme=dark");
    }
    expect((await actorOf(await webSignIn({ email: user.email, password: PASSWORD }, ip())))?.id).toBe(user.id);
  });

  it("a live session is still sent home, as SPEC says", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    for (const path of ["/login", "/signup"]) {
      const res = await open(path, cookie);
      expect(res.status, path).toBe(307);
      expect(new URL(res.headers.get("location")!).pathname, path).toBe("/");
      expect(res.headers.get("set-cookie"), path).toBeNull();
    }
  });

  it("the pages themselves refuse a live session too, and keep only a return path of this site", async () => {
    const user = await createUser();
    const page = (p: typeof LoginPage, cookie: string | undefined, callbackUrl?: string) =>
      inRequest({ cookie }, () => p({ searchParams: Promise.resolve(callbackUrl === undefined ? {} : { callbackUrl }) }));
    expect((await page(LoginPage, await sessionCookie(user.id))).redirectedTo).toBe("/");
    expect((await page(SignupPage, await sessionCookie(user.id))).redirectedTo).toBe("/");
    expect((await page(LoginPage, undefined, "/.//evil.example/x")).redirectedTo).toBeUndefined();
  });
});

// Issue 22, finding 7: next-auth's own session endpoint is a door like the others.
describe("GET /api/auth/session", () => {
  const ask = async (cookie: string) => {
    const req = new NextRequest("http://careslot.test/api/auth/session", { headers: { cookie } });
    const out = await inRequest({ cookie }, () => nextAuthGet(req, { params: Promise.resolve({ nextauth: ["session"] }) }));
    const res = out.value!;
    const cookies = [...out.setCookies, ...res.headers.getSetCookie()];
    return { status: res.status, body: await res.json(), renewed: cookies.some((c) => /^next-auth\.session-token=[^;]/.test(c)), cleared: cookies.some((c) => /^next-auth\.session-token=;/.test(c)) };
  };

  it("answers a live session with its user", async () => {
    const user = await createUser();
    const answer = await ask(await sessionCookie(user.id));
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ id: user.id, email: user.email, role: "patient" });
  });

  it("gives an ended session no user, clears its cookie and renews nothing (logout everywhere, password change)", async () => {
    const user = await createUser();
    const cookie = await sessionCookie(user.id);
    const other = await sessionCookie(user.id);
    await inRequest({ cookie: other }, () => authActions.logoutEverywhereAction(undefined));
    expect(await ask(cookie)).toEqual({ status: 200, body: {}, renewed: false, cleared: true });

    const changed = await sessionCookie(user.id);
    const token = await tokenOf(user.email);
    expect((await call(changePasswordRoute, { json: { currentPassword: PASSWORD, newPassword: "changed-pass-7" }, token })).status).toBe(200);
    expect(await ask(changed)).toEqual({ status: 200, body: {}, renewed: false, cleared: true });
  });
});
