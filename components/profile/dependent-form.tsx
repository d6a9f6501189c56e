"use client";

// A dependent's details (My family, issue 26), in the profile's dialog: react-hook-form with the
// server's answer handled by useActionForm like every form; the server checks everything
// (lib/actions/dependents.ts). Loaded when the dialog first opens (components/profile/dependents.tsx).
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useActionForm } from "@/components/forms/use-action-form";
import { GENDER_KEYS } from "@/components/profile/gender-keys";
import { RELATIONSHIP_KEYS } from "@/components/profile/relationship-keys";
import { addDependentAction, updateDependentAction } from "@/lib/actions/dependents";
import type { DependentDTO } from "@/lib/accounts/dependent-schema";
import { RELATIONSHIPS, type Relationship } from "@/lib/accounts/relationships";
import { GENDERS, type Gender } from "@/lib/accounts/gender";

type Values = { name: string; dob: string; gender: Gender; relationship: Relationship };

const selectStyle = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

export function DependentForm({ member, onDone }: { member: DependentDTO | null; onDone: () => void }) {
  const t = useTranslations("FamilySection");
  const ids = useId();
  const form = useForm<Values>({
    defaultValues: {
      name: member?.name ?? "",
      dob: member?.dob ?? "",
      gender: (member?.gender ?? "not specified") as Gender,
      relationship: (member?.relationship ?? "child") as Relationship,
    },
  });
  const { onSubmit, pending } = useActionForm(form, {
    action: (values: Values) => (member ? updateDependentAction({ ...values, id: member._id }) : addDependentAction(values)),
    successToast: t("memberSaved"),
    onSuccess: () => onDone(),
  });
  const errors = form.formState.errors;
  const error = (key: "name" | "dob") =>
    errors[key]?.message ? (
      <p id={`${ids}-${key}-error`} className="text-sm text-destructive">
        {errors[key]?.message}
      </p>
    ) : null;
  const described = (key: "name" | "dob") => (errors[key] ? `${ids}-${key}-error` : undefined);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-name`}>{t("fullNameLabel")}</Label>
        <Input id={`${ids}-name`} aria-invalid={Boolean(errors.name)} aria-describedby={described("name")} {...form.register("name")} />
        {error("name")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-dob`}>{t("dateOfBirthLabel")}</Label>
        <Input id={`${ids}-dob`} type="date" aria-invalid={Boolean(errors.dob)} aria-describedby={described("dob")} {...form.register("dob")} />
        {error("dob")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-relationship`}>{t("relationshipLabel")}</Label>
        <select id={`${ids}-relationship`} className={selectStyle} {...form.register("relationship")}>
          {RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {t(RELATIONSHIP_KEYS[r])}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-gender`}>{t("genderLabel")}</Label>
        <select id={`${ids}-gender`} className={selectStyle} {...form.register("gender")}>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {t(GENDER_KEYS[g])}
            </option>
          ))}
        </select>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner size="sm" className="text-current" label={t("saving")} /> : null}
          {member ? t("saveMember") : t("addFamilyMember")}
        </Button>
      </DialogFooter>
    </form>
  );
}
