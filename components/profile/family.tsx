"use client";

// "My family" on the patient's profile (issue 26): the dependents whose visits they book, with
// Add, Edit and Remove. Each dependent is a record of its own (name, date of birth, gender,
// relationship); the server checks everything again (lib/actions/family.ts).
import { useId, useState, useTransition } from "react";
import { Pencil, Trash2, UserPlus, Users } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { addDependentAction, removeDependentAction, updateDependentAction } from "@/lib/actions/family";
import type { DependentDTO } from "@/lib/accounts/dependent-schema";
import { RELATIONSHIPS, type Relationship } from "@/lib/accounts/relationships";
import { GENDERS, genderName, type Gender } from "@/lib/accounts/gender";
import { formatDate } from "@/lib/format";

const RELATIONSHIP_NAMES: Record<Relationship, string> = { child: "Child", parent: "Parent", spouse: "Spouse or partner", sibling: "Sibling", other: "Other" };
const selectStyle = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

export function FamilySection({ family }: { family: DependentDTO[] }) {
  const [editing, setEditing] = useState<DependentDTO | "new" | null>(null);
  return (
    <section aria-labelledby="family-title" className="space-y-4 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="family-title" className="flex items-center gap-2 text-xl font-bold tracking-tight">
            <Users className="size-5 text-primary" aria-hidden /> My family
          </h2>
          <p className="text-sm text-muted-foreground">Book visits for your children or the relatives you care for. Their emails come to you.</p>
        </div>
        <Button type="button" variant="outline" onClick={() => setEditing("new")}>
          <UserPlus aria-hidden /> Add family member
        </Button>
      </div>
      {family.length === 0 ? (
        <p className="text-sm text-muted-foreground">No family members yet.</p>
      ) : (
        // minmax(0, 1fr) columns and min-w-0 items: a long name wraps in its card instead of widening the page.
        <ul className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-2" aria-label="Family members">
          {family.map((d) => (
            <li key={d._id} className="min-w-0">
              <FamilyMember member={d} onEdit={() => setEditing(d)} />
            </li>
          ))}
        </ul>
      )}
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{editing === "new" ? "Add family member" : `Edit ${editing?.name ?? ""}`}</DialogTitle>
            <DialogDescription>Their own record: you book their visits and get their emails.</DialogDescription>
          </DialogHeader>
          {editing !== null ? <MemberForm member={editing === "new" ? null : editing} onDone={() => setEditing(null)} /> : null}
        </DialogContent>
      </Dialog>
    </section>
  );
}

function FamilyMember({ member, onEdit }: { member: DependentDTO; onEdit: () => void }) {
  const [pending, start] = useTransition();
  function remove() {
    start(async () => {
      const r = await removeDependentAction(member._id);
      if (r.ok) toast.success(r.message ?? "Removed");
      else toast.error(r.message);
    });
  }
  return (
    <article aria-label={member.name} className="flex items-center justify-between gap-3 rounded-lg border p-3">
      <div className="min-w-0">
        <p className="font-medium break-words">{member.name}</p>
        <p className="text-sm text-muted-foreground">
          {RELATIONSHIP_NAMES[member.relationship]} · {formatDate(member.dob)}
          {member.age !== null ? ` (${member.age})` : ""}
        </p>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button type="button" size="icon" variant="ghost" aria-label={`Edit ${member.name}`} onClick={onEdit}>
          <Pencil aria-hidden />
        </Button>
        <Button type="button" size="icon" variant="ghost" aria-label={`Remove ${member.name}`} disabled={pending} onClick={remove}>
          {pending ? <Spinner size="sm" label="Removing" /> : <Trash2 aria-hidden />}
        </Button>
      </div>
    </article>
  );
}

function MemberForm({ member, onDone }: { member: DependentDTO | null; onDone: () => void }) {
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
      toast.success(r.message ?? "Saved");
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
        <Label htmlFor={`${ids}-name`}>Full name</Label>
        <Input id={`${ids}-name`} value={values.name} aria-invalid={Boolean(errors.name)} aria-describedby={described("name")} onChange={(e) => setValues({ ...values, name: e.target.value })} />
        {error("name")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-dob`}>Date of birth</Label>
        <Input id={`${ids}-dob`} type="date" value={values.dob} aria-invalid={Boolean(errors.dob)} aria-describedby={described("dob")} onChange={(e) => setValues({ ...values, dob: e.target.value })} />
        {error("dob")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-relationship`}>Relationship</Label>
        <select id={`${ids}-relationship`} className={selectStyle} value={values.relationship} onChange={(e) => setValues({ ...values, relationship: e.target.value as Relationship })}>
          {RELATIONSHIPS.map((r) => (
            <option key={r} value={r}>
              {RELATIONSHIP_NAMES[r]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-gender`}>Gender</Label>
        <select id={`${ids}-gender`} className={selectStyle} value={values.gender} onChange={(e) => setValues({ ...values, gender: e.target.value as Gender })}>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {genderName(g)}
            </option>
          ))}
        </select>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner size="sm" className="text-current" label="Saving" /> : null}
          {member ? "Save" : "Add family member"}
        </Button>
      </DialogFooter>
    </form>
  );
}
