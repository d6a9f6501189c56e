"use client";

// "My family" on the patient's profile (issue 26): the dependents whose visits they book, with
// Add, Edit and Remove. Each dependent is a record of its own (name, date of birth, gender,
// relationship); the server checks everything again (lib/actions/dependents.ts).
import { useState, useTransition } from "react";
import dynamic from "next/dynamic";
import { Pencil, Trash2, UserPlus, Users } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormLoading } from "@/components/profile/form-dialog";
import { removeDependentAction } from "@/lib/actions/dependents";
import type { DependentDTO } from "@/lib/accounts/dependent-schema";
import { RELATIONSHIP_KEYS } from "@/components/profile/relationship-keys";
import { formatDate } from "@/lib/i18n/format";

// The form (react-hook-form) is loaded when its dialog first opens, not with the profile page
// (issue 15, the profile's first-load JavaScript).
const DependentForm = dynamic(() => import("@/components/profile/dependent-form").then((m) => m.DependentForm), {
  loading: () => <FormLoading namespace="ProfileForm" />,
});

export function DependentsSection({ dependents }: { dependents: DependentDTO[] }) {
  const t = useTranslations("FamilySection");
  const [editing, setEditing] = useState<DependentDTO | "new" | null>(null);
  return (
    <section aria-labelledby="family-title" className="mx-auto max-w-3xl space-y-4 rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="family-title" className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <Users className="size-5 text-primary" aria-hidden /> {t("familyTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("familyIntro")}</p>
        </div>
        <Button type="button" variant="outline" onClick={() => setEditing("new")}>
          <UserPlus aria-hidden /> {t("addFamilyMember")}
        </Button>
      </div>
      {dependents.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noFamilyMembers")}</p>
      ) : (
        // minmax(0, 1fr) columns and min-w-0 items: a long name wraps in its card instead of widening the page.
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2" aria-label={t("familyListLabel")}>
          {dependents.map((d) => (
            <li key={d._id} className="min-w-0">
              <DependentItem member={d} onEdit={() => setEditing(d)} />
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-md" closeLabel={t("closeDialog")}>
          <DialogHeader>
            <DialogTitle>{editing === "new" ? t("addFamilyMember") : t("editMemberTitle", { name: editing?.name ?? "" })}</DialogTitle>
            <DialogDescription>{t("memberDialogDescription")}</DialogDescription>
          </DialogHeader>
          {editing !== null ? <DependentForm member={editing === "new" ? null : editing} onDone={() => setEditing(null)} /> : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function DependentItem({ member, onEdit }: { member: DependentDTO; onEdit: () => void }) {
  const t = useTranslations("FamilySection");
  const locale = useLocale();
  const [pending, start] = useTransition();
  function remove() {
    start(async () => {
      const r = await removeDependentAction(member._id);
      if (r.ok) toast.success(r.message ?? t("memberRemoved"));
      else toast.error(r.message);
    });
  }
  return (
    <article aria-label={member.name} className="flex items-center justify-between gap-3 rounded-lg border p-3">
      <div className="min-w-0">
        <p className="font-medium break-words">{member.name}</p>
        <p className="text-sm text-muted-foreground">
          {t("memberSummary", { relationship: t(RELATIONSHIP_KEYS[member.relationship]), dob: formatDate(member.dob, locale) })}
          {member.age !== null ? ` ${t("memberAge", { age: String(member.age) })}` : ""}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button type="button" size="icon" variant="ghost" aria-label={t("editMember", { name: member.name })} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
        <Button type="button" size="icon" variant="ghost" aria-label={t("removeMember", { name: member.name })} disabled={pending} onClick={remove}>
          {pending ? <Spinner size="sm" label={t("removing")} /> : <Trash2 aria-hidden />}
        </Button>
      </div>
    </article>
  );
}
