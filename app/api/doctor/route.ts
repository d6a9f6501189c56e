import { publicReadPreflight, publicReadRoute } from "@/lib/api/handler";
import { readQuery } from "@/lib/api/body";
import { doctorListQuery } from "@/lib/api/schemas";
import { listDoctors } from "@/lib/doctors/queries";
import { DOCTOR_LIST_TAG } from "@/lib/cache/tags";

// SPEC: GET /api/doctor (public) -> { success, doctors, nextCursor }. Archived doctors are hidden.
// Cached for a few seconds and dropped the moment a doctor's data or bookings change (lib/cache/tags.ts).
export const GET = publicReadRoute(({ req }) => {
  const q = readQuery(req, doctorListQuery);
  return {
    key: `doctors:${JSON.stringify(q)}`,
    tags: [DOCTOR_LIST_TAG],
    load: async () => {
      const page = await listDoctors(q);
      return { doctors: page.items, nextCursor: page.nextCursor };
    },
  };
});

// CORS preflight (this read skips proxy.ts, which answers the other routes' preflights).
export const OPTIONS = publicReadPreflight;
