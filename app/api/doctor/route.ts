import { publicReadPreflight, publicReadRoute } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/body";
import { doctorListQuery } from "@/lib/doctors/shapes";
import { listDoctors } from "@/lib/doctors/queries";
import { DOCTOR_LIST_TAG } from "@/lib/platform/cache-tags";

// SPEC: GET /api/doctor (public) -> { success, doctors, nextCursor }. Archived doctors are hidden.
// Cached for a few seconds and dropped the moment a doctor's data or bookings change (lib/platform/cache-tags.ts).
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
