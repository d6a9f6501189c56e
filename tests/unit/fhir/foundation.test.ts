// The FHIR edge's own pieces (issue 46): search parameters, keyset pages, format negotiation,
// OperationOutcome, and the wrapper's answers (GET /fhir/metadata needs no database).
import { describe, expect, it } from "vitest";
import { dateRange, parseSearch, type SearchSpec } from "@/lib/fhir/search-params";
import { keysetPage, pageInMemory, searchset } from "@/lib/fhir/bundle";
import { failureOf, FhirError } from "@/lib/fhir/outcome";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "@/lib/errors";
import { GET as metadata } from "@/app/fhir/metadata/route";
import { SERVED_RESOURCES } from "@/lib/fhir/capabilities";
import { call } from "@/tests/helpers/http";

const spec: SearchSpec = { name: "string", active: "boolean", start: "date", schedule: "reference", "service-type": "token" };
const url = (q: string) => new URL(`http://careslot.test/fhir/Slot?${q}`);
const search = (q: string) => parseSearch(url(q), spec, "Europe/Berlin");
const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof FhirError ? err.status : -1;
  }
  return 200;
};

describe("search parameters", () => {
  it("reads _count (default 50, at most 500) and refuses what it cannot read", () => {
    expect(search("").count).toBe(50);
    expect(search("_count=7").count).toBe(7);
    expect(search("_count=100000").count).toBe(500);
    for (const bad of ["_count=-1", "_count=x", "unknown=1", "name:exact=a", "active=yes", "start=2026-13-01", "start=2026-12-01T10:00", "start=ne2026-12-01", "schedule=Sched/x/y!", "name=a&name=b", "_cursor=%%"]) {
      expect(status(() => search(bad)), bad).toBe(400);
    }
  });

  it("turns a clinic day into its instants, whatever the offset that day", () => {
    const { from, to } = dateRange(search("start=ge2026-03-29&start=lt2026-03-30").dates("start"));
    // Berlin's spring-forward day: 23 hours long.
    expect(from?.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(to?.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(search("schedule=Schedule/abc").references("schedule", ["Schedule"])).toEqual([{ type: "Schedule", id: "abc" }]);
    expect(search("service-type=a,b").tokens("service-type")).toEqual([{ system: null, code: "a" }, { system: null, code: "b" }]);
  });
});

describe("keyset pages", () => {
  it("pages on from the last key, so a row inserted before it shifts nothing", () => {
    const rows = ["a", "c", "e", "g"].map((id) => ({ id }));
    const first = keysetPage(rows.slice(0, 3), 2, (r) => r.id);
    expect(first).toEqual({ items: [{ id: "a" }, { id: "c" }], next: "c" });
    const withInsert = [{ id: "a" }, { id: "b" }, ...rows.slice(1)];
    const next = pageInMemory(withInsert, parseSearch(new URL(`http://x/fhir/Slot?_count=2&_cursor=${Buffer.from("c").toString("base64url")}`), {}), (r) => r.id);
    expect(next.items).toEqual([{ id: "e" }, { id: "g" }]);
    expect(next.next).toBeNull();
  });

  it("writes a searchset with total, self and next links that keep the parameters", () => {
    const bundle = searchset("https://c.test/fhir", url("name=x&_count=1"), { items: [{ resourceType: "Slot", id: "s1", status: "free", start: "", end: "", schedule: {} }], next: "s1" }, 9);
    expect(bundle.total).toBe(9);
    const next = new URL(bundle.link!.find((l) => l.relation === "next")!.url);
    expect(next.pathname).toBe("/fhir/Slot");
    expect(next.searchParams.get("name")).toBe("x");
    expect(Buffer.from(next.searchParams.get("_cursor")!, "base64url").toString()).toBe("s1");
    expect(bundle.entry![0].fullUrl).toBe("https://c.test/fhir/Slot/s1");
  });
});

describe("OperationOutcome", () => {
  it("keeps each domain error's status with FHIR's issue code", () => {
    const cases: [unknown, number, string][] = [
      [badRequest("x"), 400, "invalid"],
      [unauthorized(), 401, "login"],
      [forbidden(), 403, "forbidden"],
      [notFound("x"), 404, "not-found"],
      [conflict("x"), 409, "conflict"],
      [new FhirError(422, "business-rule", "x"), 422, "business-rule"],
    ];
    for (const [err, code, issue] of cases) {
      const f = failureOf(err);
      expect([f.status, f.outcome.resourceType, f.outcome.issue[0].code]).toEqual([code, "OperationOutcome", issue]);
    }
  });
});

describe("GET /fhir/metadata", () => {
  it("answers a CapabilityStatement of exactly what is served, as FHIR JSON, cacheable", async () => {
    const res = await call(metadata as never, { url: "/fhir/metadata" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/fhir+json; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^public/);
    expect(res.body.resourceType).toBe("CapabilityStatement");
    expect(res.body.fhirVersion).toBe("4.0.1");
    expect(res.body.rest[0].resource.map((r: { type: string }) => r.type)).toEqual(SERVED_RESOURCES.map((r) => r.type));
    const again = await call(metadata as never, { url: "/fhir/metadata", headers: { "if-none-match": res.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("speaks JSON only: _format=json and JSON Accept headers pass, others are 406", async () => {
    for (const q of ["_format=json", "_format=application/fhir%2Bjson"]) expect((await call(metadata as never, { url: `/fhir/metadata?${q}` })).status).toBe(200);
    expect((await call(metadata as never, { url: "/fhir/metadata", headers: { accept: "application/fhir+json" } })).status).toBe(200);
    for (const [q, accept] of [["_format=xml", undefined], ["", "application/fhir+xml"]] as const) {
      const res = await call(metadata as never, { url: `/fhir/metadata?${q}`, headers: accept ? { accept } : {} });
      expect(res.status).toBe(406);
      expect(res.body.resourceType).toBe("OperationOutcome");
    }
  });
});
