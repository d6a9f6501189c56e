// Rate limits as an attacker meets them (issue 12, items 3, 6 and 10): the
// client address comes from the deployment, never from a header a client can
// write; expired windows are removed; nobody can lock an owner out of their
// account; registration answers "taken" only behind the per-address limit.
import { afterEach, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as contact } from "@/app/api/contact/route";
import { authOptions } from "@/lib/auth/options";
import { hitRateLimit } from "@/lib/platform/rate-limit";
import { prisma } from "@/lib/db";
import { call, expectFailure } from "@/tests/helpers/http";
import { serveOverSocket } from "@/tests/helpers/socket-server";
import { createUser, PASSWORD } from "@/tests/helpers/factories";

const HOPS_IN_SETUP = process.env.TRUSTED_PROXY_HOPS;
afterEach(() => {
  delete process.env.RATE_LIMIT_SCALE;
  delete process.env.VERCEL;
  process.env.TRUSTED_PROXY_HOPS = HOPS_IN_SETUP;
});

let seq = 0;
/** An address nobody used yet in this file (TEST-NET-2, one per call). */
const freshAddress = () => `198.51.${Math.floor(++seq / 250)}.${seq % 250}`;
/** What a client may write itself: a different "address" every time. */
const forged = () => `203.0.113.${Math.floor(Math.random() * 250)}, 10.${seq}.0.${Math.floor(Math.random() * 250)}`;
const wrong = { password: "not-the-password" };
const newEmail = () => `probe${++seq}@example.test`;
const contactMessage = () => ({ name: "Curious Person", email: "curious@example.test", subject: "A question", message: "Do you take walk-ins on Sundays?" });

/** Signs in through next-auth's credentials provider, as the web login form does. */
async function webSignIn(credentials: { email: string; password: string }, headers: Record<string, string>) {
  const provider = authOptions().providers[0] as unknown as {
    options: { authorize: (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string } | null> };
  };
  return provider.options.authorize({ ...credentials, remember: "true" }, { headers });
}

async function post(url: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

describe("the client address comes from the deployment, not from the client (item 3)", () => {
  it("with no trusted proxy, X-Forwarded-For, X-Real-IP and a forged peer header do not reset the login limit", async () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    process.env.RATE_LIMIT_SCALE = "0.1"; // 60 -> 6 per address
    const server = await serveOverSocket(login);
    try {
      for (let i = 0; i < 6; i++) {
        const headers = { "x-forwarded-for": forged(), "x-real-ip": forged().split(",")[0], "x-careslot-peer-address": `guess ${forged()}` };
        expect((await post(server.url, { email: newEmail(), password: "whatever1" }, headers)).status).toBe(401);
      }
      const r = await post(server.url, { email: newEmail(), password: "whatever1" }, { "x-forwarded-for": forged() });
      expect(r.status).toBe(429);
      expect(r.body.message).toMatch(/Too many attempts/);
    } finally {
      await server.close();
    }
  });

  it("with no trusted proxy, registration and the contact form are limited per connection address too", async () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    process.env.RATE_LIMIT_SCALE = "0.1"; // register 20 -> 2, contact 10 -> 1
    const registration = await serveOverSocket(register);
    const contactForm = await serveOverSocket(contact);
    try {
      for (let i = 0; i < 2; i++) {
        expect((await post(registration.url, { name: "Eager Person", email: newEmail(), password: "secret1" }, { "x-forwarded-for": forged() })).status).toBe(201);
      }
      expect((await post(registration.url, { name: "Eager Person", email: newEmail(), password: "secret1" }, { "x-forwarded-for": forged() })).status).toBe(429);
      expect((await post(contactForm.url, contactMessage(), { "x-forwarded-for": forged() })).status).toBe(201);
      expect((await post(contactForm.url, contactMessage(), { "x-forwarded-for": forged() })).status).toBe(429);
    } finally {
      await registration.close();
      await contactForm.close();
    }
  });

  it("behind one trusted proxy, only the address that proxy appended counts, whatever the client prepends", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    process.env.RATE_LIMIT_SCALE = "0.1";
    const client = freshAddress();
    const via = () => ({ "x-forwarded-for": `${forged()}, ${client}` });
    for (let i = 0; i < 6; i++) expect((await call(login, { json: { email: newEmail(), password: "whatever1" }, headers: via() })).status).toBe(401);
    expectFailure(await call(login, { json: { email: newEmail(), password: "whatever1" }, headers: via() }), 429);
    // Another client behind the same proxy is not affected.
    expect((await call(login, { json: { email: newEmail(), password: "whatever1" }, headers: { "x-forwarded-for": freshAddress() } })).status).toBe(401);

    for (let i = 0; i < 2; i++) expect((await call(register, { json: { name: "Eager Person", email: newEmail(), password: "secret1" }, headers: via() })).status).toBe(201);
    expectFailure(await call(register, { json: { name: "Eager Person", email: newEmail(), password: "secret1" }, headers: via() }), 429);
    expect((await call(contact, { json: contactMessage(), headers: via() })).status).toBe(201);
    expectFailure(await call(contact, { json: contactMessage(), headers: via() }), 429);
  });

  it("behind two trusted proxies, the address the outer proxy saw counts", async () => {
    process.env.TRUSTED_PROXY_HOPS = "2";
    process.env.RATE_LIMIT_SCALE = "0.1";
    const client = freshAddress();
    const via = () => ({ "x-forwarded-for": `${forged()}, ${client}, 10.0.0.${Math.floor(Math.random() * 250)}` });
    for (let i = 0; i < 6; i++) expect((await call(login, { json: { email: newEmail(), password: "whatever1" }, headers: via() })).status).toBe(401);
    expectFailure(await call(login, { json: { email: newEmail(), password: "whatever1" }, headers: via() }), 429);
  });

  it("on Vercel, Vercel's own header counts and X-Forwarded-For is not read", async () => {
    process.env.VERCEL = "1";
    process.env.RATE_LIMIT_SCALE = "0.1";
    const client = freshAddress();
    const headers = () => ({ "x-vercel-forwarded-for": client, "x-forwarded-for": forged() });
    for (let i = 0; i < 6; i++) expect((await call(login, { json: { email: newEmail(), password: "whatever1" }, headers: headers() })).status).toBe(401);
    expectFailure(await call(login, { json: { email: newEmail(), password: "whatever1" }, headers: headers() }), 429);
  });

  it("the web sign-in and the REST login share one limit per address", async () => {
    process.env.RATE_LIMIT_SCALE = "0.1";
    const client = freshAddress();
    const via = () => ({ "x-forwarded-for": `${forged()}, ${client}` });
    for (let i = 0; i < 3; i++) expect((await call(login, { json: { email: newEmail(), password: "whatever1" }, headers: via() })).status).toBe(401);
    for (let i = 0; i < 3; i++) await expect(webSignIn({ email: newEmail(), password: "whatever1" }, via())).rejects.toThrow("Invalid email or password");
    await expect(webSignIn({ email: newEmail(), password: "whatever1" }, via())).rejects.toThrow(/Too many attempts/);
    expectFailure(await call(login, { json: { email: newEmail(), password: "whatever1" }, headers: via() }), 429);
  });
});

describe("expired rate-limit windows are removed", () => {
  it("hits delete expired rows, a few at a time, and leave open windows alone", async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60 * 60_000);
    await prisma.rateLimit.createMany({
      data: [
        ...Array.from({ length: 5 }, (_, i) => ({ key: `test:expired:${i}`, count: 3, resetAt: past })),
        { key: "test:open", count: 2, resetAt: future },
      ],
    });
    for (let i = 0; i < 3; i++) await hitRateLimit(`test:hit:${i}`, { limit: 10, windowSeconds: 60 });
    const keys = (await prisma.rateLimit.findMany({ where: { key: { startsWith: "test:" } }, orderBy: { key: "asc" } })).map((r) => r.key);
    expect(keys).toEqual(["test:hit:0", "test:hit:1", "test:hit:2", "test:open"]);
  });

  it("an expired window of the key being hit restarts at one", async () => {
    await prisma.rateLimit.create({ data: { key: "test:restart", count: 99, resetAt: new Date(Date.now() - 1000) } });
    await hitRateLimit("test:restart", { limit: 1, windowSeconds: 60 });
    expect((await prisma.rateLimit.findUniqueOrThrow({ where: { key: "test:restart" } })).count).toBe(1);
  });
});

describe("nobody can lock an owner out of their account (item 6)", () => {
  it("after wrong passwords from many addresses, the owner still signs in from an address they used before; guessing stays bounded", async () => {
    const owner = await createUser({ email: "owner@example.test" });
    const home = { "x-forwarded-for": freshAddress() };
    expect((await call(login, { json: { email: "owner@example.test", password: PASSWORD }, headers: home })).status).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await call(login, { json: { email: "owner@example.test", ...wrong }, headers: { "x-forwarded-for": freshAddress() } })).status);
    }
    // The owner's first sign-in from home (then a new address) was the first of ten from unknown addresses.
    expect(statuses).toEqual([...Array(9).fill(401), 429, 429, 429]);
    // From a new address even the right password waits: guessing from many addresses is bounded.
    const elsewhere = await call(login, { json: { email: "owner@example.test", password: PASSWORD }, headers: { "x-forwarded-for": freshAddress() } });
    expectFailure(elsewhere, 429);
    expect(elsewhere.body.token).toBeUndefined();

    // The owner, from home, on the API and in the web sign-in.
    const back = await call(login, { json: { email: "OWNER@example.test", password: PASSWORD }, headers: home });
    expect(back.status).toBe(200);
    expect(back.body.user._id).toBe(owner.id);
    expect(await webSignIn({ email: "owner@example.test", password: PASSWORD }, home)).toMatchObject({ id: owner.id });
  });

  it("an address the owner signed in from through the web form counts as theirs on the API too", async () => {
    const owner = await createUser({ email: "web.owner@example.test" });
    const home = { "x-forwarded-for": freshAddress() };
    expect(await webSignIn({ email: "web.owner@example.test", password: PASSWORD }, home)).toMatchObject({ id: owner.id });
    for (let i = 0; i < 11; i++) await call(login, { json: { email: "web.owner@example.test", ...wrong }, headers: { "x-forwarded-for": freshAddress() } });
    expect((await call(login, { json: { email: "web.owner@example.test", password: PASSWORD }, headers: home })).status).toBe(200);
  });

  it("guessing from one address is bounded per account, even from an address the owner used", async () => {
    await createUser({ email: "shared.nat@example.test" });
    const shared = { "x-forwarded-for": freshAddress() };
    expect((await call(login, { json: { email: "shared.nat@example.test", password: PASSWORD }, headers: shared })).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await call(login, { json: { email: "shared.nat@example.test", ...wrong }, headers: shared })).status);
    }
    expect(statuses).toEqual([...Array(9).fill(401), 429]); // the owner's sign-in was the first of 10
    await expect(webSignIn({ email: "shared.nat@example.test", ...wrong }, shared)).rejects.toThrow(/Too many attempts/);
    // The same address may still sign in to other accounts.
    await createUser({ email: "neighbour@example.test" });
    expect((await call(login, { json: { email: "neighbour@example.test", password: PASSWORD }, headers: shared })).status).toBe(200);
  });
});

describe("registration tells people an email is taken, only behind the per-address limit (item 10)", () => {
  it("probing taken emails from one client is 429 past the limit, however the client rewrites X-Forwarded-For", async () => {
    process.env.RATE_LIMIT_SCALE = "0.1"; // 20 -> 2 per address
    for (const email of ["first@example.test", "second@example.test", "third@example.test"]) await createUser({ email });
    const client = freshAddress();
    const via = () => ({ "x-forwarded-for": `${forged()}, ${client}` });
    for (const email of ["first@example.test", "second@example.test"]) {
      expectFailure(await call(register, { json: { name: "Nosy Parker", email, password: "secret1" }, headers: via() }), 409, "An account with this email already exists");
    }
    const r = await call(register, { json: { name: "Nosy Parker", email: "third@example.test", password: "secret1" }, headers: via() });
    expectFailure(r, 429, /Too many attempts/);
    expect(r.body.message).not.toMatch(/exists/);
  });
});
