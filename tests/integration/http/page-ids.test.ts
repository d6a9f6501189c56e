// Issue 12, item 9: a NUL character in an id was a 500 with a stack trace on
// /appointment/{id} and /my-appointments/{id}/calendar.ics. Every id in a
// page's path is checked with the one id rule before the database is read:
// the pages answer the normal 404 page, the route handlers a plain 404. The
// page and route modules are called in-process, the way Next.js calls them.
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { createDoctor } from "@/tests/helpers/factories";
import { parseUrlId } from "@/lib/http/url-id";

// Pages and their metadata are called directly here, outside a request: English messages (issue 29).
vi.mock("next-intl/server", () => import("@/tests/helpers/next-intl-server"));

const root = path.resolve(__dirname, "../../..");

const BAD_IDS = ["abc\u0000", "\u0000", "a\u0000b", "a b", "../../etc/passwd", "x".repeat(65), "<script>", "%00", "id;drop", "ä", ""];

/**
 * Every page or route file under app/ below a [dynamic] segment, outside the API and the FHIR
 * endpoint, which have their own tests (FHIR: `pathId` in lib/fhir/route.ts, tests/integration/fhir).
 */
function dynamicEntries(): string[] {
  return (fs.readdirSync(path.join(root, "app"), { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join("/"))
    .filter((f) => /(^|\/)(page\.tsx|route\.ts)$/.test(f) && /\[[^\]]+\]/.test(f) && !f.startsWith("api/") && !f.startsWith("fhir/"))
    .sort();
}

type Params = Record<string, string>;
type Page = (props: { params: Promise<Params>; searchParams?: Promise<Params> }) => Promise<unknown>;
type Route = (req: NextRequest, ctx: { params: Promise<Params> }) => Promise<Response>;

const notFoundDigest = "NEXT_HTTP_ERROR_FALLBACK;404";

/** Runs a page with `params`; what it threw (Next's 404 signal, or a database error before the fix). */
async function renderError(file: string, params: Params): Promise<unknown> {
  const mod = (await import(path.join(root, "app", file))) as { default: Page };
  try {
    await mod.default({ params: Promise.resolve(params), searchParams: Promise.resolve({}) });
  } catch (err) {
    return err;
  }
  return null;
}

async function get(file: string, params: Params, url: string): Promise<Response> {
  const mod = (await import(path.join(root, "app", file))) as { GET: Route };
  return mod.GET(new NextRequest(new URL(url, "http://careslot.test")), { params: Promise.resolve(params) });
}

describe("ids in page paths", () => {
  it("every dynamic page and route outside the API is covered here", () => {
    expect(dynamicEntries()).toEqual([
      "(admin)/admin/doctors/[id]/schedule/page.tsx",
      "(desk)/desk/visits/[id]/answers/page.tsx",
      "(desk)/desk/visits/[id]/page.tsx",
      "(doctor)/doctor/appointments/[id]/page.tsx",
      "(doctor)/doctor/patients/[patientId]/page.tsx",
      "(public)/appointment/[docId]/page.tsx",
      "(public)/appointment/[docId]/waitlist/page.tsx",
      "(public)/doctors/[speciality]/page.tsx", // a speciality slug, never an id: see its own test below
      "(public)/my-appointments/[id]/answers/page.tsx",
      "(public)/my-appointments/[id]/calendar.ics/route.ts",
      "(public)/my-appointments/[id]/cancel/page.tsx",
      "(public)/my-appointments/[id]/page.tsx",
      "(public)/my-appointments/[id]/reschedule/page.tsx",
      "(public)/waitlist/offers/[token]/page.tsx", // an offer's secret, not an id: see its own test below
      "uploads/[id]/route.ts",
    ]);
  });

  it("share one id rule, the API's", () => {
    expect(parseUrlId("cm9abc_DEF-123")).toBe("cm9abc_DEF-123");
    for (const bad of BAD_IDS) expect(parseUrlId(bad), JSON.stringify(bad)).toBeNull();
  });

  it.each(["(public)/appointment/[docId]/page.tsx"])("%s: a malformed or unknown doctor id is the 404 page", async (file) => {
    for (const docId of [...BAD_IDS, "cnosuchdoctor"]) {
      const err = await renderError(file, { docId });
      expect((err as { digest?: string })?.digest, `${JSON.stringify(docId)}: ${String(err)}`).toBe(notFoundDigest);
    }
    const { generateMetadata } = (await import(path.join(root, "app", file))) as { generateMetadata: (p: { params: Promise<Params> }) => Promise<{ title?: unknown }> };
    for (const docId of BAD_IDS) expect((await generateMetadata({ params: Promise.resolve({ docId }) })).title).toBe("Doctor not found");
  });

  it.each([
    "(public)/my-appointments/[id]/page.tsx",
    "(public)/my-appointments/[id]/cancel/page.tsx",
    "(public)/my-appointments/[id]/reschedule/page.tsx",
    "(doctor)/doctor/patients/[patientId]/page.tsx",
    "(admin)/admin/doctors/[id]/schedule/page.tsx",
    "(desk)/desk/visits/[id]/page.tsx",
    "(public)/appointment/[docId]/waitlist/page.tsx",
    "(public)/my-appointments/[id]/answers/page.tsx",
    "(desk)/desk/visits/[id]/answers/page.tsx",
    "(doctor)/doctor/appointments/[id]/page.tsx",
  ])(
    "%s: a malformed id is the 404 page before the session or the database is read",
    async (file) => {
      const name = file.includes("[patientId]") ? "patientId" : file.includes("[docId]") ? "docId" : "id";
      for (const id of BAD_IDS) {
        const err = await renderError(file, { [name]: id });
        expect((err as { digest?: string })?.digest, `${JSON.stringify(id)}: ${String(err)}`).toBe(notFoundDigest);
      }
    },
  );

  it("(public)/my-appointments/[id]/calendar.ics/route.ts: a malformed id is a plain 404, signed in or not", async () => {
    for (const id of BAD_IDS) {
      const res = await get("(public)/my-appointments/[id]/calendar.ics/route.ts", { id }, "/my-appointments/x/calendar.ics");
      expect(res.status, JSON.stringify(id)).toBe(404);
      expect(res.headers.get("location")).toBeNull();
      expect(await res.text()).toBe("Appointment not found");
    }
  });

  it("(public)/waitlist/offers/[token]/page.tsx: a malformed or unknown offer secret is the 404 page", async () => {
    for (const token of [...BAD_IDS, "x".repeat(16), "%E0%A4%A"]) {
      const err = await renderError("(public)/waitlist/offers/[token]/page.tsx", { token });
      expect((err as { digest?: string })?.digest, `${JSON.stringify(token)}: ${String(err)}`).toBe(notFoundDigest);
    }
  });

  it("uploads/[id]/route.ts: a malformed file id is a 404", async () => {
    for (const id of [...BAD_IDS, "00000000-0000-0000-0000-000000000000.png\u0000", "00000000-0000-0000-0000-000000000000.svg"]) {
      const res = await get("uploads/[id]/route.ts", { id }, "/uploads/x");
      expect(res.status, JSON.stringify(id)).toBe(404);
    }
  });
});

describe("the doctors listing by speciality", () => {
  beforeAll(async () => {
    await createDoctor({ speciality: "Dermatologist" });
  });

  it("takes a malformed page cursor or slug as none (no database error)", async () => {
    const mod = (await import(path.join(root, "app/(public)/doctors/[speciality]/page.tsx"))) as {
      default: (p: { params: Promise<Params>; searchParams: Promise<Params> }) => Promise<{ props: { cursor: string | null; requested: unknown } }>;
    };
    for (const cursor of BAD_IDS) {
      const el = await mod.default({ params: Promise.resolve({ speciality: "dermatologist" }), searchParams: Promise.resolve({ cursor }) });
      expect(el.props.cursor, JSON.stringify(cursor)).toBeNull();
    }
    for (const slug of BAD_IDS) {
      const el = await mod.default({ params: Promise.resolve({ speciality: slug }), searchParams: Promise.resolve({}) });
      expect(el.props.requested, JSON.stringify(slug)).toBeNull();
    }
  });
});
