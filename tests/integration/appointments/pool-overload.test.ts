// Issue 40: a database pool with no connection free in time is overload, not a bug. With one
// connection for the whole process, a booking race answers 201, 409 or 503 (with Retry-After
// and the usual JSON), never 500, and one booking per slot holds.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as book } from "@/app/api/appointment/book-appointment/route";
import { prisma } from "@/lib/db";
import { DATABASE_DOWN, OVERLOADED_RETRY_AFTER } from "@/lib/http/error-response";
import { call, type Reply } from "@/tests/helpers/http";
import { createDoctor, createUser, nextSlot, setOpenLimits, tokenFor } from "@/tests/helpers/factories";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));
// Read when the process's client is made (lib/db.ts), on first use below.
process.env.DATABASE_POOL_SIZE = "1";
process.env.RATE_LIMIT_SCALE = "1000";

const statuses = (replies: Reply[]) => replies.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

let doctorId: string;
let tokens: string[];
beforeAll(async () => {
  await setOpenLimits(100, 100);
  doctorId = (await createDoctor()).doctor.id;
  const patients = [];
  for (let i = 0; i < 24; i++) patients.push(await createUser());
  tokens = [];
  for (const p of patients) tokens.push(await tokenFor(p.id));
});

function race(slots: { date: string; time: string }[]) {
  return Promise.all(tokens.map((token, i) => call(book, { token, json: { doctorId, ...slots[i % slots.length] } })));
}

async function bookingsPerSlot(slots: { startsAt: Date }[]) {
  return Promise.all(slots.map((s) => prisma.appointment.count({ where: { doctorId, startsAt: s.startsAt, status: { not: "cancelled" } } })));
}

describe("a pool of one connection", () => {
  it("while the one connection is held longer than a request waits: 503 with Retry-After, nothing written", async () => {
    const slot = nextSlot();
    // The pool's only connection is busy for longer than pg's 15 s wait for a connection.
    // (A Prisma query starts when awaited or then-ed: `.then` starts it now.)
    const holder = prisma.$executeRaw`SELECT pg_sleep(16)`.then(() => undefined);
    await new Promise((r) => setTimeout(r, 200));
    const replies = await Promise.all(tokens.slice(0, 4).map((token) => call(book, { token, json: { doctorId, date: slot.date, time: slot.time } })));
    await holder;
    expect(statuses(replies)).toEqual({ 503: 4 });
    for (const r of replies) {
      expect(r.body).toEqual({ success: false, message: DATABASE_DOWN });
      expect(r.headers.get("retry-after")).toBe(String(OVERLOADED_RETRY_AFTER));
    }
    expect(await bookingsPerSlot([slot])).toEqual([0]);
  }, 60_000);

  it("a booking race answers 201, 409 or 503 only, with one booking per slot", async () => {
    const slots = [nextSlot(), nextSlot(), nextSlot()];
    const replies = await race(slots);
    const seen = statuses(replies);
    expect(Object.keys(seen).map(Number).every((s) => [201, 409, 503].includes(s)), JSON.stringify(seen)).toBe(true);
    const rows = await bookingsPerSlot(slots);
    expect(rows.every((n) => n <= 1)).toBe(true);
    expect(seen[201] ?? 0).toBe(rows.reduce((a, b) => a + b, 0));
    for (const r of replies.filter((x) => x.status === 503)) expect(r.headers.get("retry-after")).toBe(String(OVERLOADED_RETRY_AFTER));
  }, 60_000);
});
