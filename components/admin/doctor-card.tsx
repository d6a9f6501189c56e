"use client";

// A doctor in the admin's grid: photo, name, speciality, experience, the
// Available checkbox (applied at once, confirmed by the server, rolled back
// on failure), Schedule (hours and time off), Edit and Delete.
import { useOptimistic, useState, useTransition } from "react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { specialityName } from "@/lib/clinic/speciality-names";
import { Archive, CalendarClock, Pencil, Trash2 } from "@/components/ui/icons";
import { toast } from "@/components/ui/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Spinner } from "@/components/ui/spinner";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DoctorFormDialog, experienceLabel } from "@/components/admin/doctor-form";
import { removeDoctorAction, setAvailabilityAction } from "@/lib/actions/doctors";
import { formatMoney } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import type { AdminDoctor } from "@/components/admin/admin-doctor";
import { Photo } from "@/components/ui/photo";

/** Its words come from AdminDoctorCard and AdminDoctorForm: the page's provider lists both. */
export function AdminDoctorCard({ doctor }: { doctor: AdminDoctor }) {
  const t = useTranslations("AdminDoctorCard");
  const tForm = useTranslations("AdminDoctorForm");
  const specialities = useTranslations("SpecialityNames");
  const locale = useLocale();
  const [available, setOptimisticAvailable] = useOptimistic(doctor.available);
  const [toggling, startToggle] = useTransition();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // Each dialog is mounted on its first opening (then kept, for its closing animation): a page of
  // 24 cards rendered two closed ones each (issue 43).
  const [shown, setShown] = useState({ edit: false, delete: false });
  const [deleting, startDelete] = useTransition();
  const checkboxId = `available-${doctor._id}`;
  const headingId = `doctor-${doctor._id}`;

  function toggle(next: boolean) {
    startToggle(async () => {
      setOptimisticAvailable(next);
      const result = await setAvailabilityAction(doctor._id, next);
      // On success the action revalidates this page and the new doctor
      // replaces the optimistic value; on failure the value falls back.
      if (result.ok) toast.success(result.message);
      else toast.error(result.message || t("availabilityFailed"));
    });
  }

  function remove() {
    startDelete(async () => {
      const result = await removeDoctorAction(doctor._id);
      if (result.ok) {
        if (result.data.outcome === "archived") toast.info(result.message, { duration: 6000 });
        else toast.success(result.message);
        setConfirmingDelete(false);
      } else {
        toast.error(result.message || t("deleteFailed"));
      }
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      data-doctor-id={doctor._id}
      className={cn(
        "grid h-full grid-cols-[5rem_minmax(0,1fr)] grid-rows-[auto_1fr] overflow-hidden rounded-xl border bg-card shadow-sm sm:grid-cols-1 sm:grid-rows-[auto_auto_1fr]",
        doctor.archived && "bg-muted/60",
      )}
    >
      <div className="relative m-4 me-0 size-20 overflow-hidden rounded-lg bg-secondary sm:m-0 sm:aspect-[4/3] sm:size-auto sm:w-full sm:rounded-none">
        <Photo
          src={doctor.image}
          alt=""
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className={cn("size-full object-cover object-top", doctor.archived && "grayscale")}
        />
      </div>
      <div className="min-w-0 p-4 sm:pb-0">
        <div className="flex items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-lg leading-snug font-semibold break-words">
            {doctor.name}
          </h2>
          {doctor.archived ? (
            <Badge variant="secondary" className="mt-0.5 gap-1 border-border">
              <Archive aria-hidden /> {t("archived")}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">{specialityName(doctor.speciality, specialities)}</p>
        <p className="text-sm text-muted-foreground">
          {t("experience", { experience: experienceLabel(doctor.experience, tForm) })}
          <span aria-hidden> · </span>
          <span className="sr-only">{t("feesSr")}</span>
          {formatMoney(doctor.fees, locale)}
        </p>
      </div>
      <div className="col-span-2 flex flex-col gap-3 px-4 pb-4 sm:col-span-1 sm:pt-3">
        {doctor.archived ? (
          <p className="text-sm text-muted-foreground">{t("archivedText")}</p>
        ) : (
          <div className="flex items-center gap-2.5">
            <Checkbox
              id={checkboxId}
              checked={available}
              onCheckedChange={(v) => toggle(v === true)}
              disabled={toggling}
              aria-describedby={`${checkboxId}-state`}
            />
            <label htmlFor={checkboxId} className="cursor-pointer text-sm font-medium select-none">
              {t("available")}
            </label>
            <span id={`${checkboxId}-state`} className="ms-auto flex items-center gap-1.5 text-xs text-muted-foreground">
              {toggling ? <Spinner size="sm" label={t("saving")} /> : null}
              {available ? t("takingBookings") : t("notTakingBookings")}
            </span>
          </div>
        )}

        <div className="mt-auto grid grid-cols-2 gap-2 border-t pt-3">
          <Button asChild variant="outline" size="sm" className="col-span-2">
            <Link href={`/admin/doctors/${doctor._id}/schedule`}>
              <CalendarClock aria-hidden />
              {t("schedule")}
              <span className="sr-only"> {t("scheduleOf", { name: doctor.name })}</span>
            </Link>
          </Button>
          <Button type="button" variant="outline" size="sm" className={cn(doctor.archived && "col-span-2")} onClick={() => (setShown((s) => ({ ...s, edit: true })), setEditing(true))}>
            <Pencil aria-hidden />
            {t("edit")}
            <span className="sr-only"> {doctor.name}</span>
          </Button>
          {doctor.archived ? null : (
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={() => (setShown((s) => ({ ...s, delete: true })), setConfirmingDelete(true))}
            >
              <Trash2 aria-hidden />
              {t("delete")}
              <span className="sr-only"> {doctor.name}</span>
            </Button>
          )}
        </div>
      </div>

      {shown.edit ? <DoctorFormDialog open={editing} onOpenChange={setEditing} doctor={doctor} /> : null}

      {shown.delete ? (
        <ConfirmDialog
          open={confirmingDelete}
          onOpenChange={setConfirmingDelete}
          title={t("confirmTitle", { name: doctor.name })}
          description={t("confirmText")}
          cancelLabel={t("keepDoctor")}
          confirmLabel={t("delete")}
          busyLabel={t("deleting")}
          pending={deleting}
          onConfirm={remove}
        />
      ) : null}
    </article>
  );
}
