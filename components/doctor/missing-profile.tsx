import { useTranslations } from "next-intl";
import { UserX } from "lucide-react";
import { EmptyState } from "@/components/dashboard/empty-state";

/** Shown when a doctor account has no doctor profile (set up by an admin). */
export function MissingDoctorProfile() {
  const t = useTranslations("DoctorMissingProfile");
  return (
    <EmptyState icon={UserX} title={t("title")}>
      {t("askAdmin")}
    </EmptyState>
  );
}
