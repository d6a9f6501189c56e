// /api/auth/*: registration, login, the current user and revocation.
import { afterEach, describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { prisma } from "@/lib/db";
import { SignJWT } from "jose";
import { userShape } from "@/lib/accounts/shapes";
import { call, expectFailure, formOf } from "@/tests/helpers/http";
import { createUser, PASSWORD, tokenFor } from "@/tests/helpers/factories";

let ipSeq = 0;
const freshIp = () => ({ "x-forwarded-for": `10.1.0.${++ipSeq}` });
const userCount = () => prisma.user.count();

afterEach(() => {
  delete process.env.RATE_LIMIT_SCALE;
});

describe("POST /api/auth/register", () => {
  it("creates a patient from JSON and answers 201 with the user (never a hash or token)", async () => {
    const r = await call(register, { json: { name: "Ada Lovelace", email: "Ada@Example.Test", password: "secret1" }, headers: freshIp() });
    expect(r.status).toBe(201);
    expect(r.body.success).toBe(true);
    expect(r.body.message).toBe("Registration successful! Please log in.");
    const user = userShape.parse(r.body.user);
    expect(userShape.parse(r.body.data)).toEqual(user);
    expect(user).toMatchObject({ name: "Ada Lovelace", email: "ada@example.test", role: "patient", dob: null, gender: "not specified" });
    expect(JSON.stringify(r.body)).not.toMatch(/hash|argon|token/i);
  });

  it("accepts multipart form data, and never lets the body choose the role", async () => {
    const r = await call(register, {
      form: formOf({ name: "Grace Hopper", email: "grace@example.test", password: "secret1", role: "admin" }),
      headers: freshIp(),
    });
    expect(r.status).toBe(201);
    expect(r.body.user.role).toBe("patient");
  });

  it("refuses a duplicate email in any letter case with 409 and writes nothing", async () => {
    await createUser({ email: "taken@example.test" });
    const before = await userCount();
    for (const email of ["taken@example.test", "TAKEN@Example.TEST", "  Taken@example.test "]) {
      const r = await call(register, { json: { name: "Someone Else", email, password: "secret1" }, headers: freshIp() });
      expectFailure(r, 409, "An account with this email already exists");
    }
    expect(await userCount()).toBe(before);
  });

  it.each([
    ["no body at all", { body: "", contentType: "application/json" }, /name|Full name/i],
    ["a missing name", { json: { email: "x1@example.test", password: "secret1" } }, "Full name must be at least 3 characters"],
    ["a short name", { json: { name: "Al", email: "x2@example.test", password: "secret1" } }, "Full name must be at least 3 characters"],
    ["a bad email", { json: { name: "Alan Turing", email: "not-an-email", password: "secret1" } }, "Invalid email address"],
    ["a short password", { json: { name: "Alan Turing", email: "x3@example.test", password: "12345" } }, "Password must be at least 6 characters"],
    ["a 101-character password", { json: { name: "Alan Turing", email: "x4@example.test", password: "p".repeat(101) } }, /at most 100/],
    ["malformed JSON", { body: '{"name": "Alan', contentType: "application/json" }, "The request body is not valid JSON."],
    ["a JSON array", { body: "[1,2]", contentType: "application/json" }, "The request body must be a JSON object."],
    ["plain text", { body: "name=x", contentType: "text/plain" }, "Send the form as multipart/form-data."],
  ])("answers 400 (never 2xx) for %s", async (_label, opts, message) => {
    const before = await userCount();
    const r = await call(register, { method: "POST", ...opts, headers: freshIp() });
    expectFailure(r, 400, message);
    expect(await userCount()).toBe(before);
  });

  it("answers 413 for a body over 64 kB", async () => {
    const r = await call(register, { json: { name: "Big Body", email: "big@example.test", password: "secret1", pad: "x".repeat(70_000) }, headers: freshIp() });
    expectFailure(r, 413);
  });

  it("rate limits per address: past the limit a registration is 429 with Retry-After; invalid ones are not counted", async () => {
    process.env.RATE_LIMIT_SCALE = "0.1"; // 20 -> 2 per address
    const headers = freshIp();
    for (let i = 0; i < 5; i++) {
      const r = await call(register, { json: { name: "x" }, headers }); // invalid: refused before the limit, writes nothing
      expect(r.status).toBe(400);
    }
    for (let i = 0; i < 2; i++) {
      expect((await call(register, { json: { name: "Early Bird", email: `early${i}@example.test`, password: "secret1" }, headers })).status).toBe(201);
    }
    const before = await userCount();
    const r = await call(register, { json: { name: "Late Comer", email: "late@example.test", password: "secret1" }, headers });
    expectFailure(r, 429, /Too many attempts/);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await userCount()).toBe(before);
    // Another address is not affected.
    expect((await call(register, { json: { name: "Late Comer", email: "late@example.test", password: "secret1" }, headers: freshIp() })).status).toBe(201);
  });
});

describe("POST /api/auth/login", () => {
  it("answers a bearer token that works, for any letter case of the email", async () => {
    const user = await createUser({ email: "login@example.test" });
    const r = await call(login, { json: { email: "LOGIN@example.test", password: PASSWORD }, headers: freshIp() });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: "Login successful" });
    expect(userShape.parse(r.body.user)._id).toBe(user.id);
    const who = await call(me, { token: r.body.token });
    expect(who.status).toBe(200);
    expect(who.body.user._id).toBe(user.id);
  });

  it("refuses a wrong password and an unknown email alike with 401", async () => {
    await createUser({ email: "known@example.test" });
    const wrong = await call(login, { json: { email: "known@example.test", password: "wrong-password" }, headers: freshIp() });
    const unknown = await call(login, { json: { email: "nobody@example.test", password: "wrong-password" }, headers: freshIp() });
    expectFailure(wrong, 401, "Invalid email or password");
    expectFailure(unknown, 401, "Invalid email or password");
    expect(wrong.body.token).toBeUndefined();
  });

  it.each([
    ["no body", { body: "", contentType: "application/json" }],
    ["a bad email", { json: { email: "nope", password: "secret1" } }],
    ["a short password", { json: { email: "a@example.test", password: "12345" } }],
    ["a number as password", { json: { email: "a@example.test", password: 123456 } }],
    ["malformed JSON", { body: "{email:", contentType: "application/json" }],
  ])("answers 400 for %s", async (_label, opts) => {
    expectFailure(await call(login, { method: "POST", ...opts, headers: freshIp() }), 400);
  });

  it("rate limits per email (10 per 15 minutes) with 429 and Retry-After, even for the right password", async () => {
    await createUser({ email: "target@example.test" });
    for (let i = 0; i < 10; i++) {
      expect((await call(login, { json: { email: "target@example.test", password: "wrong-password" }, headers: freshIp() })).status).toBe(401);
    }
    const r = await call(login, { json: { email: "target@example.test", password: PASSWORD }, headers: freshIp() });
    expectFailure(r, 429);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(r.body.token).toBeUndefined();
  });

  it("rate limits per address across emails", async () => {
    process.env.RATE_LIMIT_SCALE = "0.1"; // 60 -> 6 per address
    const headers = freshIp();
    for (let i = 0; i < 6; i++) {
      expect((await call(login, { json: { email: `probe${i}@example.test`, password: "whatever1" }, headers })).status).toBe(401);
    }
    const r = await call(login, { json: { email: "probe9@example.test", password: "whatever1" }, headers });
    expectFailure(r, 429);
    expect(r.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("GET /api/auth/me and bearer tokens", () => {
  it("answers the user for a valid token", async () => {
    const user = await createUser();
    const r = await call(me, { token: await tokenFor(user.id) });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(userShape.parse(r.body.user)).toMatchObject({ _id: user.id, email: user.email });
  });

  it("answers 401 'No token provided' without a token", async () => {
    expectFailure(await call(me), 401, "No token provided");
    expectFailure(await call(me, { headers: { authorization: "Basic dXNlcjpwYXNz" } }), 401, "No token provided");
  });

  it("answers 401 for garbage, foreign-signed and orphaned tokens", async () => {
    expectFailure(await call(me, { token: "not.a.token" }), 401);
    const user = await createUser();
    const foreign = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuer("careslot")
      .setAudience("careslot-api")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("some-other-secret-some-other-secret-123"));
    expectFailure(await call(me, { token: foreign }), 401);
    const ghost = await createUser();
    const token = await tokenFor(ghost.id);
    await prisma.user.delete({ where: { id: ghost.id } });
    expectFailure(await call(me, { token }), 401);
  });
});

describe("POST /api/auth/logout-all", () => {
  it("revokes every earlier token; a new login works again", async () => {
    const user = await createUser({ email: "revoke@example.test" });
    const first = (await call(login, { json: { email: user.email, password: PASSWORD }, headers: freshIp() })).body.token;
    const second = await tokenFor(user.id);
    const r = await call(logoutAll, { method: "POST", token: first });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true, message: "Signed out everywhere" });
    expectFailure(await call(me, { token: first }), 401);
    expectFailure(await call(me, { token: second }), 401);
    expectFailure(await call(logoutAll, { method: "POST", token: first }), 401);
    const fresh = (await call(login, { json: { email: user.email, password: PASSWORD }, headers: freshIp() })).body.token;
    expect((await call(me, { token: fresh })).status).toBe(200);
  });

  it("answers 401 without a token", async () => {
    expectFailure(await call(logoutAll, { method: "POST" }), 401);
  });
});
