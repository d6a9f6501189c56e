// The REST shapes of visit types (issue 24 item 7). Routes validate with them, lib/http/openapi.ts
// documents them, and the integration tests parse real answers with them (strict: no extra keys).
import { z } from "zod";
import type { VisitType } from "@/lib/visit-types/catalog";

export const VISIT_MODES = ["in_person", "video"] as const;

export const visitTypeShape = z.strictObject({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  durationMinutes: z.number().int(),
  price: z.number().int().nullable().describe("Whole currency units; null: the doctor's fee"),
  mode: z.enum(VISIT_MODES),
  bufferMinutes: z.number().int().describe("Minutes the doctor needs after the visit before the next one"),
  doctorIds: z.array(z.string()).nullable().describe("The doctors who offer it; null: every doctor"),
  seriesAllowed: z.boolean().describe("May be booked as a series of visits (issue 48)"),
  seriesMaxCount: z.number().int().describe("The most dates of a series of this type (2 to 12)"),
});

export const adminVisitTypeShape = visitTypeShape.extend({
  active: z.boolean().describe("False once archived"),
});

/** The type of an appointment, on every appointment shape. */
export const appointmentVisitTypeShape = z.strictObject({
  _id: z.string(),
  name: z.string(),
  durationMinutes: z.number().int().describe("This appointment's length in minutes"),
  mode: z.enum(VISIT_MODES),
});

export type VisitTypeDTO = z.output<typeof visitTypeShape>;
export type AdminVisitTypeDTO = z.output<typeof adminVisitTypeShape>;

export function toVisitTypeDTO(t: VisitType): VisitTypeDTO {
  return {
    _id: t.id,
    name: t.name,
    description: t.description,
    durationMinutes: t.durationMinutes,
    price: t.price,
    mode: t.mode,
    bufferMinutes: t.bufferMinutes,
    doctorIds: t.doctorIds,
    seriesAllowed: t.seriesAllowed,
    seriesMaxCount: t.seriesMaxCount,
  };
}

export function toAdminVisitTypeDTO(t: VisitType): AdminVisitTypeDTO {
  return { ...toVisitTypeDTO(t), active: t.active };
}
