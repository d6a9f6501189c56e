"use client";

// "My family" on the patient's profile (issue 26): the dependents whose visits they book, with
// Add, Edit and Remove. Each dependent is a record of its own (name, date of birth, gender,
// relationship); the server checks everything again (lib/actions/dependents.ts).
import { useId, useState, useTransition } from "react";
import { Pencil, Trash2, UserPlus, Users } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { addDependentAction, removeDependentAction, updateDependentAction } from "@/lib/actions/dependents";
import type { DependentDTO } from "@/lib/accounts/dependent-schema";
import { RELATIONSHIPS, type Relationship } from "@/lib/accounts/relationships";
import { GENDERS, type Gender } from "@/lib/accounts/gender";
import { formatDate } from "@/lib/i18n/format";
import { GENDER_KEYS } from "@/components/profile/gender-keys";

// Each value's message in the FamilySection namespace.
const RELATIONSHIP_KEYS = {
  child: "relationshipChild",
  parent: "relationshipParent",
  spouse: "relationshipSpouse",
  sibling: "relationshipSibling",
  other: "relationshipOther",
} as const satisfies Record<Relationship, string>;
const selectStyle = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

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
          {editing !== null ? <MemberForm member={editing === "new" ? null : editing} onDone={() => setEditing(null)} /> : null}
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

function MemberForm({ member, onDone }: { member: DependentDTO | null; onDone: () => void }) {
  const t = useTranslations("FamilySection");
  const ids = useId();
  const [values, setValues] = useState({
    name: member?.name ?? "",
    dob: member?.dob ?? "",
    gender: (member?.gender ?? "not specified") as Gender,
    relationship: (member?.relationship ?? "child") as Relationship,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, start] = useTransition();

  function save(e: React.FormEvent) {
    e.preventDefault();
    start(async () => {
      const r = member ? await updateDependentAction({ ...values, id: member._id }) : await addDependentAction(values);
      if (!r.ok) {
        setErrors(r.fieldErrors ?? {});
        toast.error(r.message);
        return;
      }
      toast.success(r.message ?? t("memberSaved"));
      onDone();
    });
  }

  const error = (key: string) =>
    errors[key] ? (
      <p id={`${ids}-${key}-error`} className="text-sm text-destructive">
        {errors[key]}
      </p>
    ) : null;
  const described = (key: string) => (errors[key] ? `${ids}-${key}-error` : undefined);

  return (
    <form onSubmit={save} noValidate className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-name`}>{t("fullNameLabel")}</Label>
        <Input id={`${ids}-name`} value={values.name} aria-invalid={Boolean(errors.name)} aria-describedby={described("name")} onChange={(e) => setValues({ ...values, name: e.target.value })} />
        {error("name")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-dob`}>{t("dateOfBirthLabel")}</Label>
        <Input id={`${ids}-dob`} type="date" value={values.dob} aria-invalid={Boolean(errors.dob)} aria-describedby={described("dob")} onChange={(e) => setValues({ ...values, dob: e.target.value })} />
        {error("dob")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-relationship`}>{t("relationshipLabel")}</Label>
        <select id={`${ids}-relationship`} className={selectStyle} value={values.relationship} onChange={(e) => setValues({ ...values, relationship: e.target.value as Relationship })}>
          {RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {t(RELATIONSHIP_KEYS[r])}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-gender`}>{t("genderLabel")}</Label>
        <select id={`${ids}-gender`} className={selectStyle} value={values.gender} onChange={(e) => setValues({ ...values, gender: e.target.value as Gender })}>
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
