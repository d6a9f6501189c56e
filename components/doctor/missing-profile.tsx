import { UserX } from "lucide-react";
import { EmptyState } from "@/components/dashboard/empty-state";

/** Shown when a doctor account has no doctor profile (set up by an admin). */
export function MissingDoctorProfile() {
  return (
    <EmptyState icon={UserX} title="Your doctor profile is not set up">
      Please ask the clinic&apos;s administrator to add your doctor profile.
    </EmptyState>
  );
}
