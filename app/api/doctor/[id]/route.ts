import { publicReadPreflight, publicReadRoute } from "@/lib/http/handler";
import { pathId } from "@/lib/http/route-schema";
import { getDoctor } from "@/lib/doctors/queries";
import { oneDoctorTags } from "@/lib/platform/cache-tags";

// SPEC: GET /api/doctor/{id} (public; id = doctor-profile id) -> { success, doctor }.
// The static siblings (me, dashboard-data, patients, update-profile) win over this segment.
// Cached for a few seconds and dropped the moment this doctor's data or bookings change (lib/platform/cache-tags.ts).
export const GET = publicReadRoute<{ id: string }>(({ params }) => {
  const id = pathId(params.id);
  return { key: `doctor:${id}`, tags: oneDoctorTags(id), load: async () => ({ doctor: await getDoctor(id) }) };
});

// CORS preflight (this read skips proxy.ts, which answers the other routes' preflights).
export const OPTIONS = publicReadPreflight;
