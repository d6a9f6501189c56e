import { AreaNotFound } from "@/components/dashboard/area-not-found";

export default function DoctorNotFound() {
  return <AreaNotFound home="/doctor/dashboard" homeLabel="backToDashboard" />;
}
