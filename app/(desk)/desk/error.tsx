"use client";

import { AreaError } from "@/components/dashboard/area-error";

export default function DeskError({ error, retry }: { error: unknown; retry: () => void }) {
  return <AreaError error={error} retry={retry} home="/desk" />;
}
