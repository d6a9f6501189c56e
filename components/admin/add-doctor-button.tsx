"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DoctorFormDialog } from "@/components/admin/doctor-form";

export function AddDoctorButton() {
  const t = useTranslations("AdminDoctorForm");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Plus aria-hidden />
        {t("addTitle")}
      </Button>
      <DoctorFormDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
