// Visit types as HealthcareService resources (issue 46): the active ones, with their length,
// buffer and price in CareSlot's extensions (docs/fhir.md) and in person or virtual.
import type { CodeableConcept, Extension, HealthcareService, Reference } from "fhir/r4";
import { activeVisitTypes, type VisitType } from "@/lib/visit-types/catalog";
import { currencyCode } from "@/lib/i18n/format";
import { LOCATION_REFERENCE } from "@/lib/fhir/clinic";
import { pageInMemory, searchset } from "@/lib/fhir/bundle";
import { resourceNotFound } from "@/lib/fhir/outcome";
import type { SearchParams } from "@/lib/fhir/search-params";
import { VISIT_BUFFER, VISIT_DURATION, VISIT_MODE_SYSTEM, VISIT_PRICE, VISIT_TYPE_SYSTEM } from "@/lib/fhir/extensions";

const minutes = (value: number) => ({ value, unit: "min", system: "http://unitsofmeasure.org", code: "min" });

/** A visit type as a concept (Schedule.serviceType, Slot.serviceType): its code is its HealthcareService id. */
export const visitTypeConcept = (t: Pick<VisitType, "id" | "name">): CodeableConcept => ({
  coding: [{ system: VISIT_TYPE_SYSTEM, code: t.id, display: t.name }],
  text: t.name,
});

export const visitTypeReference = (t: Pick<VisitType, "id" | "name">): Reference => ({ reference: `HealthcareService/${t.id}`, display: t.name });

export function healthcareService(t: VisitType): HealthcareService {
  const extension: Extension[] = [
    { url: VISIT_DURATION, valueDuration: minutes(t.durationMinutes) },
    { url: VISIT_BUFFER, valueDuration: minutes(t.bufferMinutes) },
    ...(t.price === null ? [] : [{ url: VISIT_PRICE, valueMoney: { value: t.price, currency: currencyCode() } }]),
  ];
  const virtual = t.mode === "video";
  return {
    resourceType: "HealthcareService",
    id: t.id,
    active: t.active,
    name: t.name,
    ...(t.description ? { comment: t.description } : {}),
    type: [visitTypeConcept(t)],
    characteristic: [{ coding: [{ system: VISIT_MODE_SYSTEM, code: virtual ? "virtual" : "in-person", display: virtual ? "Video visit" : "In person" }] }],
    location: [LOCATION_REFERENCE],
    appointmentRequired: true,
    extension,
  };
}

/** HealthcareService/{id}: an active visit type, or 404 (an archived one is no longer offered). */
export async function readHealthcareService(id: string): Promise<HealthcareService> {
  const type = (await activeVisitTypes()).find((t) => t.id === id);
  if (!type) throw resourceNotFound("HealthcareService", id);
  return healthcareService(type);
}

/** Every active visit type, in id order (a short list: paged in memory). */
export async function searchHealthcareServices(search: SearchParams, base: string, url: URL) {
  const types = [...(await activeVisitTypes())].sort((a, b) => (a.id < b.id ? -1 : 1));
  const page = pageInMemory(types, search, (t) => t.id);
  return searchset(base, url, { items: page.items.map(healthcareService), next: page.next }, types.length);
}
