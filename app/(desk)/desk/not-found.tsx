import { AreaNotFound } from "@/components/dashboard/area-not-found";

export default function DeskNotFound() {
  return <AreaNotFound home="/desk" homeLabel="backToClinicDay" />;
}
