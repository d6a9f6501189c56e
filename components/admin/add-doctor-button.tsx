"use client";

import { useState } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DoctorFormDialog } from "@/components/admin/doctor-form";

export function AddDoctorButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Plus aria-hidden />
        Add Doctor
      </Button>
      <DoctorFormDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
