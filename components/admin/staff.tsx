"use client";

// The admin's Staff screen (issue 26): the front desk's accounts, Add receptionist in a dialog
// (validated with the same zod schema as the server action and the API) and Archive (confirmed).
// Every change goes through lib/actions/staff.ts, which refreshes this page. Words: AdminStaff
// (the page's provider).
import { useState, useTransition } from "react";
import { useForm } from "react-hook-form";
import { useLocale, useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { Archive, Headset, MailCheck } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useActionForm } from "@/components/forms/use-action-form";
import { Badge } from "@/components/ui/badge";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/forms/fields";
import { EmptyState } from "@/components/dashboard/empty-state";
import { ResetTwoFactorButton } from "@/components/admin/reset-two-factor-button";
import { addStaffAction, archiveStaffAction } from "@/lib/actions/staff";
import { addStaffSchema, type AddStaffInput, type StaffDTO } from "@/lib/desk/staff-schema";
import { formatDate } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { ArchiveButton } from "@/components/admin/archive-button";
import { AddButton } from "@/components/admin/add-button";

export function StaffList({ staff }: { staff: StaffDTO[] }) {
  const t = useTranslations("AdminStaff");
  if (staff.length === 0) {
    return (
      <EmptyState icon={Headset} title={t("emptyTitle")}>
        {t("emptyText")}
      </EmptyState>
    );
  }
  return (
    <ul aria-label={t("listLabel")} className="grid gap-3 md:grid-cols-2">
      {staff.map((member) => (
        <li key={member._id}>
          <StaffCard member={member} />
        </li>
      ))}
    </ul>
  );
}

function StaffCard({ member }: { member: StaffDTO }) {
  const t = useTranslations("AdminStaff");
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const [pending, startTransition] = useTransition();
  const headingId = `staff-${member._id}`;

  function archive() {
    startTransition(async () => {
      const result = await archiveStaffAction(member._id);
      if (result.ok) {
        toast.success(result.message);
        setConfirming(false);
      } else {
        toast.error(result.message || t("archiveFailed"));
      }
    });
  }

  return (
    <article aria-labelledby={headingId} data-staff-id={member._id} className={cn("h-full rounded-xl border bg-card p-4 shadow-sm", member.archived && "bg-muted/60")}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="text-lg leading-snug font-semibold break-words">
          {member.name}
        </h2>
        <Badge variant="outline">{t("receptionist")}</Badge>
        {member.archived ? (
          <Badge variant="secondary" className="border-border">
            <Archive aria-hidden /> {t("archived")}
          </Badge>
        ) : member.passwordSet ? null : (
          <Badge variant="warning">
            <MailCheck aria-hidden /> {t("invitationSent")}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm break-all text-muted-foreground">{member.email}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t("added", { date: formatDate(member.createdAt, locale) })}</p>
      {member.archived ? null : (
        <div className="mt-3 flex flex-wrap items-center gap-2 border-t pt-3">
          <ArchiveButton label={t("archive")} name={member.name} disabled={pending} onClick={() => setConfirming(true)} />
          {member.passwordSet ? <ResetTwoFactorButton userId={member._id} name={member.name} /> : null}
        </div>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("confirmTitle", { name: member.name })}
        description={t("confirmText")}
        cancelLabel={t("keepThem")}
        confirmLabel={t("archive")}
        busyLabel={t("archiving")}
        pending={pending}
        onConfirm={archive}
      />
    </article>
  );
}

export function AddStaffButton() {
  const t = useTranslations("AdminStaff");
  return (
    <AddButton
      label={t("add")}
      dialog={(open, setOpen) => (
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogContent className="sm:max-w-lg" closeLabel={t("close")}>
            <DialogHeader>
              <DialogTitle>{t("add")}</DialogTitle>
              <DialogDescription>{t("addDescription")}</DialogDescription>
            </DialogHeader>
            {/* Mounted only while open, so every opening starts empty. */}
            {open ? <AddStaffForm onDone={() => setOpen(false)} /> : null}
          </DialogContent>
        </Dialog>
      )}
    />
  );
}

function AddStaffForm({ onDone }: { onDone: () => void }) {
  const t = useTranslations("AdminStaff");
  const form = useForm<AddStaffInput>({ resolver: zodResolver(addStaffSchema), defaultValues: { name: "", email: "" } });

  const { onSubmit } = useActionForm(form, { action: addStaffAction, fallback: t("addFailed"), onSuccess: onDone });

  return (
    <Form {...form}>
      <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5">
        <div className="grid gap-4">
          <TextField control={form.control} name="name" label={t("fullName")} autoComplete="off" wide />
          <TextField control={form.control} name="email" label={t("email")} type="email" autoComplete="off" wide />
        </div>
        <FormDialogFooter submitting={form.formState.isSubmitting} label={t("add")} busyLabel={t("adding")} cancelLabel={t("cancel")} />
      </form>
    </Form>
  );
}
