// Issue 46 as an appointment finder meets it, against the built app: the SMART Scheduling Links
// manifest at /fhir/$bulk-publish (a literal `$` route folder) and its Slot file, and a Slot's
// booking-deep-link opening the booking page with that day, time and visit type chosen. One
// test per width; no sign-in, no new screen (the booking page's own specs check it with axe).
import { expect, test } from "@playwright/test";

const DEEP_LINK = "http://fhir-registry.smarthealthit.org/StructureDefinition/booking-deep-link";

test("a finder reads $bulk-publish, and a Slot's link opens the booking page with that time chosen", async ({ page, request }) => {
  const manifest = await request.get("/fhir/$bulk-publish");
  expect(manifest.status()).toBe(200);
  const body = (await manifest.json()) as { output: { type: string; url: string }[] };
  expect(body.output.map((o) => o.type)).toEqual(["Location", "Schedule", "Slot"]);
  expect((await request.get("/fhir/$bulk-publish", { headers: { "if-none-match": manifest.headers()["etag"] } })).status()).toBe(304);
  const slotFile = await request.get(new URL(body.output[2].url).pathname);
  expect(slotFile.headers()["content-type"]).toBe("application/fhir+ndjson");
  const lines = (await slotFile.text()).split("\n").filter(Boolean);
  expect(lines.length).toBeGreaterThan(0);

  // A cardiologist's free time on a later day than the first, so the page could not have chosen it by itself.
  const roles = await (await request.get("/fhir/PractitionerRole?specialty=cardiologist&active=true&_count=1")).json();
  const doctorId = roles.entry[0].resource.id as string;
  const slots = await (await request.get(`/fhir/Slot?schedule=Schedule/${doctorId}&status=free&_count=500`)).json();
  const links = (slots.entry as { resource: { extension: { url: string; valueUrl: string }[] } }[]).map(
    (e) => new URL(e.resource.extension.find((x) => x.url === DEEP_LINK)!.valueUrl),
  );
  const firstDay = links[0].searchParams.get("date");
  const link = links.find((l) => l.searchParams.get("date") !== firstDay) ?? links[links.length - 1];
  await page.goto(link.pathname + link.search);
  await expect(page.locator(`input[type=radio][value="${link.searchParams.get("date")}"]`)).toBeChecked();
  await expect(page.locator(`input[type=radio][value="${link.searchParams.get("date")}T${link.searchParams.get("time")}"]`)).toBeChecked();
});
