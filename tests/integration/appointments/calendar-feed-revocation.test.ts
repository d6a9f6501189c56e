// Issue 41, suspicion 1: a doctor's calendar feed link is a long-lived secret, so it ends where the
// account's sessions end because its password may have been taken: a password reset, "log out
// everywhere", a password an admin sets. (Before, only "Reset link" ended it.)
import { describe, expect, it, vi } from "vitest";
import { GET as getLink } from "@/app/api/doctor/calendar-feed/route";
import { GET as getFeed } from "@/app/api/calendar-feed/[token]/route";
import { POST as logoutAll } from "@/app/api/auth/logout-all/route";
import { PUT as editDoctor } from "@/app/api/admin/doctor/[id]/route";
import { prisma } from "@/lib/db";
import { createPasswordLink } from "@/lib/accounts/password-links";
import { resetPassword } from "@/lib/accounts/password-reset";
import { createDoctor, createUser, tokenFor } from "@/tests/helpers/factories";
import { call, formOf } from "@/tests/helpers/http";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

/** The doctor's current feed token, and whether it answers. */
async function feedToken(userId: string): Promise<string> {
  const reply = await call(getLink, { token: await tokenFor(userId) });
  expect(reply.status).toBe(200);
  return decodeURIComponent(new URL(reply.body.url).pathname.split("/").pop()!);
}
const feedStatus = async (token: string) => (await call(getFeed, { params: { token }, url: `/api/calendar-feed/${token}` })).status;

describe("the calendar feed link ends", () => {
  it("with a password reset", async () => {
    const d = await createDoctor();
    const before = await feedToken(d.user.id);
    expect(await feedStatus(before)).toBe(200);
    const { token } = await prisma.$transaction((tx) => createPasswordLink(tx, d.user.id, "reset"));
    await resetPassword({ token, password: "a-new-password-1", confirmPassword: "a-new-password-1" });
    expect(await feedStatus(before)).toBe(404);
    expect(await feedStatus(await feedToken(d.user.id))).toBe(200);
  });

  it("with log out everywhere", async () => {
    const d = await createDoctor();
    const before = await feedToken(d.user.id);
    expect((await call(logoutAll, { method: "POST", token: await tokenFor(d.user.id) })).status).toBe(200);
    expect(await feedStatus(before)).toBe(404);
  });

  it("with a password an admin sets, not with other edits", async () => {
    const d = await createDoctor();
    const admin = await tokenFor((await createUser({ role: "admin" })).id);
    const form = (password: string) =>
      formOf({ name: "Dr. Feed Keeper", speciality: "Dermatologist", email: d.user.email!, password, phone: "1", experience: "2 Years", fees: "30", address: "A", degree: "MD", about: "Hi." });
    const before = await feedToken(d.user.id);
    expect((await call(editDoctor, { method: "PUT", token: admin, params: { id: d.doctor.id }, form: form("") })).status).toBe(200);
    expect(await feedStatus(before)).toBe(200);
    expect((await call(editDoctor, { method: "PUT", token: admin, params: { id: d.doctor.id }, form: form("brand-new-pass") })).status).toBe(200);
    expect(await feedStatus(before)).toBe(404);
  });
});
