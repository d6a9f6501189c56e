// The clinic sees delivery: recent emails newest first with status, attempts
// and the SMTP error of a failed one (never the email's data), and Retry,
// which sends a failed email again through the real worker. Admins only, in
// the domain itself, whichever way it is called.
import { actAs } from "@/tests/helpers/actions";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as list } from "@/app/api/admin/emails/route";
import { POST as retry } from "@/app/api/admin/emails/[id]/retry/route";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { retryEmailAction } from "@/lib/actions/emails";
import { prisma } from "@/lib/db";
import { EMAIL_NOT_FOUND, EMAIL_REQUEUED, emailCounts, emailShape, listEmails, ONLY_FAILED_RETRIED, retryEmail } from "@/lib/notifications/email-log";
import type { EmailWorker } from "@/lib/notifications/worker";
import { findActor, type Actor } from "@/lib/accounts/users";
import { createUser, tokenFor } from "@/tests/helpers/factories";
import { call, expectFailure } from "@/tests/helpers/http";
import { eventually, failedEmail, startInbox, startWorker, type MailCatcher } from "@/tests/helpers/mail";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

let inbox: MailCatcher;
let worker: EmailWorker;
let admin: Actor;
let adminToken: string;
let patient: Actor;

beforeAll(async () => {
  inbox = await startInbox();
  worker = await startWorker();
  admin = (await findActor((await createUser({ role: "admin" })).id, 0))!;
  patient = (await findActor((await createUser()).id, 0))!;
  adminToken = await tokenFor(admin.id);
});

afterAll(async () => {
  await worker?.stop();
  await inbox?.stop();
});

describe("GET /api/admin/emails", () => {
  it("lists recent emails newest first, with status and attempts, and never their data", async () => {
    const user = await createUser({ email: "listed@example.test" });
    await call(forgot, { json: { email: user.email }, headers: { "x-forwarded-for": "10.20.0.1" } });
    // The reset email is recorded by the worker (forgot-password only queues the request), then sent.
    await eventually(() => prisma.email.findFirst({ where: { recipient: user.email, status: "sent" } }));
    const failed = await failedEmail("bounced@example.test");

    const r = await call(list, { token: adminToken });
    expect(r.status).toBe(200);
    const emails = r.body.emails.map((e: unknown) => emailShape.parse(e));
    expect(emails[0]).toMatchObject({ _id: failed, recipient: "bounced@example.test", status: "failed", attempts: 8, kind: "welcome", subject: "Welcome to CareSlot" });
    expect(emails[0].lastError).toContain("ECONNREFUSED");
    expect(emails[1]).toMatchObject({ recipient: user.email, kind: "password_reset", status: "sent", attempts: 1, lastError: "" });
    expect(emails[1].sentAt).toEqual(expect.any(String));
    const created = emails.map((e: { createdAt: string }) => e.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(JSON.stringify(r.body)).not.toContain('"data"');
    expect(JSON.stringify(r.body)).not.toContain("token");
  });

  it("filters by status and pages with a cursor", async () => {
    for (let i = 0; i < 3; i++) await failedEmail(`page${i}@example.test`);
    const failed = await call(list, { token: adminToken, url: "/api/admin/emails?status=failed" });
    expect(failed.body.emails.every((e: { status: string }) => e.status === "failed")).toBe(true);
    const total = failed.body.emails.length;
    expect(total).toBeGreaterThanOrEqual(3);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { emails: { _id: string }[]; nextCursor: string | null } } = await call(list, {
        token: adminToken,
        url: `/api/admin/emails?status=failed&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      });
      expect(page.body.emails.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.emails.map((e) => e._id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(failed.body.emails.map((e: { _id: string }) => e._id));
    expect((await call(list, { token: adminToken, url: "/api/admin/emails?cursor=cunknown0000000000000" })).body).toEqual({ success: true, emails: [], nextCursor: null });
    expectFailure(await call(list, { token: adminToken, url: "/api/admin/emails?status=lost" }), 400);
  });

  it("is for admins only", async () => {
    expectFailure(await call(list, {}), 401);
    expectFailure(await call(list, { token: await tokenFor(patient.id) }), 403);
    await expect(listEmails(patient)).rejects.toMatchObject({ status: 403 });
    await expect(emailCounts(patient)).rejects.toMatchObject({ status: 403 });
  });

  it("counts emails by status", async () => {
    const counts = await emailCounts(admin);
    const byStatus = await prisma.email.groupBy({ by: ["status"], _count: { _all: true } });
    for (const g of byStatus) expect(counts[g.status]).toBe(g._count._all);
    expect(Object.keys(counts).sort()).toEqual(["cancelled", "failed", "queued", "sent"]);
  });
});

describe("Retry", () => {
  it("sends a failed email again, through the route, with a fresh set of attempts", async () => {
    const id = await failedEmail("retried.by.route@example.test");
    const r = await call(retry, { method: "POST", token: adminToken, params: { id } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(EMAIL_REQUEUED);
    expect(emailShape.parse(r.body.email)).toMatchObject({ _id: id, status: "queued" });
    await inbox.waitFor((m) => m.envelope.to.includes("retried.by.route@example.test"));
    const sent = await eventually(async () => {
      const row = await prisma.email.findUniqueOrThrow({ where: { id } });
      return row.status === "sent" && row;
    });
    expect(sent).toMatchObject({ attempts: 9, lastError: "" });
    // Only a failed email goes again.
    expectFailure(await call(retry, { method: "POST", token: adminToken, params: { id } }), 409, ONLY_FAILED_RETRIED);
  });

  it("through the admin screen's action", async () => {
    const id = await failedEmail("retried.by.action@example.test");
    expect(await actAs(admin.id, () => retryEmailAction(id))).toMatchObject({ ok: true, message: EMAIL_REQUEUED });
    await inbox.waitFor((m) => m.envelope.to.includes("retried.by.action@example.test"));
  });

  it("refuses unknown and malformed ids, and anyone but an admin, changing nothing", async () => {
    expectFailure(await call(retry, { method: "POST", token: adminToken, params: { id: "00000000-0000-4000-8000-000000000000" } }), 404, EMAIL_NOT_FOUND);
    expectFailure(await call(retry, { method: "POST", token: adminToken, params: { id: "cunknownid0000000000000000" } }), 404, EMAIL_NOT_FOUND);
    expectFailure(await call(retry, { method: "POST", token: adminToken, params: { id: "not an id" } }), 400);
    const id = await failedEmail("not.retried@example.test");
    expectFailure(await call(retry, { method: "POST", token: await tokenFor(patient.id), params: { id } }), 403);
    expect(await actAs(patient.id, () => retryEmailAction(id))).toMatchObject({ ok: false });
    await expect(retryEmail(patient, id)).rejects.toMatchObject({ status: 403 });
    expect(await prisma.email.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "failed", attempts: 8 });
  });
});
