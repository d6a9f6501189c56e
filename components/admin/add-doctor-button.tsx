"use client";

import { useTranslations } from "next-intl";
import { AddButton } from "@/components/admin/add-button";
import { DoctorFormDialog } from "@/components/admin/doctor-form";

export function AddDoctorButton() {
  const t = useTranslations("AdminDoctorForm");
  return <AddButton label={t("addTitle")} dialog={(open, setOpen) => <DoctorFormDialog open={open} onOpenChange={setOpen} />} />;
}
