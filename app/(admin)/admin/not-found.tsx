import { AreaNotFound } from "@/components/dashboard/area-not-found";

export default function AdminNotFound() {
  return <AreaNotFound home="/admin/dashboard" homeLabel="backToDashboard" />;
}
