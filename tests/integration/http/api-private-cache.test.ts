// Issue 41, finding 5 (ASVS 8.2.1): every authenticated answer says `Cache-Control: private,
// no-store`, whatever it answers (data, a failure, a download). Walks every operation the OpenAPI
// document marks as needing a token and calls it with a valid token of each role.
import { beforeAll, describe, expect, it } from "vitest";
import { GET as openapi } from "@/app/api/openapi.json/route";
import { call } from "@/tests/helpers/http";
import { loadRoutes } from "@/tests/helpers/routes";
import { createDoctor, createUser, tokenFor } from "@/tests/helpers/factories";

// How often is not under test here.
process.env.RATE_LIMIT_SCALE = "100";

const NO_ID = "00000000-0000-4000-8000-000000000000";
let operations: { key: string; path: string; method: string }[];
let routes: Awaited<ReturnType<typeof loadRoutes>>;
let users: string[];

beforeAll(async () => {
  routes = await loadRoutes();
  const doc = (await call(openapi)).body as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      // No `security` inherits the document's bearer security; `[]` is public.
      .filter(([, op]) => !(Array.isArray(op.security) && op.security.length === 0))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, path, method: method.toUpperCase(), op })),
  );
  const doctor = await createDoctor();
  users = [(await createUser({ role: "admin" })).id, (await createUser({ role: "receptionist" })).id, doctor.user.id, (await createUser()).id];
});

describe("authenticated answers", () => {
  it("every one carries Cache-Control: private, no-store", async () => {
    expect(operations.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const { key, path, method } of operations) {
      const handler = routes.get(key);
      if (!handler) continue; // documented elsewhere (the OpenAPI test checks both lists agree)
      const params = Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], NO_ID]));
      const url = path.replace(/\{\w+\}/g, NO_ID);
      for (const user of users) {
        // A fresh session each call: signing out (one or every session) is among the routes.
        const token = await tokenFor(user);
        // Bodies are left out: a failure is an authenticated answer too, and must not be kept either.
        const res = await call(handler, { method, url, params, token, ...(method === "GET" || method === "DELETE" ? {} : { json: {} }) });
        const got = res.headers.get("cache-control");
        if (got !== "private, no-store") wrong.push(`${key} (${res.status} ${res.body?.message}): ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
