// Issue 44, item 3: with requireTwoFactorForStaff on, a staff web sign-in without a second factor
// carries the `setup` claim that proxy.ts reads (no database read per request); /security/continue
// (lib/auth/setup-claim.ts) drops it once the account has a factor or the clinic no longer asks.
import "@/tests/helpers/actions";
import { afterEach, describe, expect, it } from "vitest";
import { decode } from "next-auth/jwt";
import { prisma } from "@/lib/db";
import { authSecret } from "@/lib/platform/secret";
import { settleSetupClaim } from "@/lib/auth/setup-claim";
import { inRequest, SESSION_COOKIE, webSignIn } from "@/tests/helpers/actions";
import { createUser, PASSWORD } from "@/tests/helpers/factories";

const claims = async (cookie: string) => decode({ token: cookie.slice(SESSION_COOKIE.length + 1).split(";")[0], secret: authSecret() });
const policy = (on: boolean) => prisma.clinicSettings.update({ where: { id: 1 }, data: { requireTwoFactorForStaff: on } });

afterEach(() => policy(false));

describe("the setup claim", () => {
  it("is set for staff without a factor while the clinic requires one, never for patients", async () => {
    await policy(true);
    const doctor = await createUser({ role: "receptionist" });
    const patient = await createUser();
    expect((await claims(await webSignIn({ email: doctor.email!, password: PASSWORD }, "10.47.0.1")))?.setup).toBe(true);
    expect((await claims(await webSignIn({ email: patient.email!, password: PASSWORD }, "10.47.0.2")))?.setup).toBeUndefined();
    await policy(false);
    expect((await claims(await webSignIn({ email: doctor.email!, password: PASSWORD }, "10.47.0.3")))?.setup).toBeUndefined();
  });

  it("stays while still required, and leaves the cookie once the clinic stops asking", async () => {
    await policy(true);
    const staff = await createUser({ role: "receptionist" });
    const cookie = await webSignIn({ email: staff.email!, password: PASSWORD }, "10.47.0.4");
    const still = await inRequest({ cookie }, settleSetupClaim);
    expect(still.value).toBe("setup");
    expect(still.setCookies).toEqual([]);
    await policy(false);
    const done = await inRequest({ cookie }, settleSetupClaim);
    expect(done.value).toBe("done");
    const rewritten = done.setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(rewritten).toBeDefined();
    const after = await claims(rewritten!);
    expect(after?.setup).toBeUndefined();
    expect(after).toMatchObject({ sub: staff.id, role: "receptionist" });
  });
});
