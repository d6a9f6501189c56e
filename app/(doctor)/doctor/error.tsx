"use client";

import { AreaError } from "@/components/dashboard/area-error";

export default function DoctorError({ error, retry }: { error: unknown; retry: () => void }) {
  return <AreaError error={error} retry={retry} home="/doctor/dashboard" />;
}
