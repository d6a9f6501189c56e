"use client";

// Who the desk books for (issue 26), the first part of the Book dialog (desk-book-dialog.tsx):
// find the patient (part of the name, phone digits, email or date of birth) or make a record from
// the call (name and phone; a record that may be someone the clinic has lists the matches first).
// Moved out of the dialog unchanged when it grew the series' Repeat (issue 48). Words: "DeskBook".
import { useId, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { UserPlus } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { createPatientAction } from "@/lib/actions/desk";
import { PatientFinder, PatientLine } from "@/components/desk/patient-finder";
import type { PatientRecordDTO } from "@/lib/desk/patient-record-schema";

/** What was searched for starts a new record: an email, a phone number, a date of birth, else a name. */
function draftOf(query: string): Partial<Record<"name" | "phone" | "email" | "dob", string>> {
  const q = query.trim();
  if (q.includes("@")) return { email: q };
  if (/^\d{4}-\d{2}-\d{2}$/.test(q)) return { dob: q };
  if (/^[0-9+()\-.\s]+$/.test(q)) return { phone: q };
  return /\d/.test(q) ? {} : { name: q };
}

export function DeskPatientFieldset({
  patient,
  setPatient,
  setError,
}: {
  patient: PatientRecordDTO | null;
  setPatient: (p: PatientRecordDTO | null) => void;
  setError: (message: string | null) => void;
}) {
  const t = useTranslations("DeskBook");
  const ids = useId();
  const [query, setQuery] = useState("");
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState({ name: "", phone: "", email: "", dob: "" });
  const [duplicates, setDuplicates] = useState<PatientRecordDTO[] | null>(null);
  const [pending, start] = useTransition();

  function create(confirmNew: boolean) {
    setError(null);
    start(async () => {
      const r = await createPatientAction({ ...draft, confirmNew });
      if (!r.ok) return setError(r.message);
      if (r.data.patient) {
        setPatient(r.data.patient);
        setCreating(false);
        setDuplicates(null);
        toast.success(r.message ?? t("recordCreated"));
      } else {
        setDuplicates(r.data.possibleDuplicates);
      }
    });
  }

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-3">
      <legend className="mb-1 text-sm font-semibold">{t("patient")}</legend>
      {patient ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border bg-muted/50 p-3" data-field="chosen-patient">
          <PatientLine p={patient} />
          <Button type="button" variant="outline" size="sm" onClick={() => setPatient(null)}>
            {t("change")}
          </Button>
        </div>
      ) : creating ? (
        <div className="grid grid-cols-1 gap-3 rounded-lg border p-3">
          {(
            [
              ["name", "fieldName", "text"],
              ["phone", "fieldPhone", "tel"],
              ["email", "fieldEmail", "email"],
              ["dob", "fieldDob", "date"],
            ] as const
          ).map(([key, label, type]) => (
            <div key={key} className="grid gap-1.5">
              <Label htmlFor={`${ids}-${key}`}>{t(label)}</Label>
              <Input id={`${ids}-${key}`} type={type} dir={type === "tel" || type === "email" ? "ltr" : undefined} value={draft[key]} onChange={(e) => setDraft({ ...draft, [key]: e.target.value })} />
            </div>
          ))}
          {duplicates ? (
            <div className="grid grid-cols-1 gap-2 rounded-md border border-warning/40 bg-warning/10 p-3" role="status">
              <p className="text-sm font-medium">{t("maybeDuplicate")}</p>
              <ul className="grid grid-cols-1 gap-2">
                {duplicates.map((p) => (
                  <li key={p._id} className="flex min-w-0 items-center justify-between gap-2">
                    <PatientLine p={p} />
                    <Button type="button" size="sm" variant="outline" onClick={() => (setPatient(p), setCreating(false), setDuplicates(null))}>
                      {t("use")}
                      <span className="sr-only"> {p.name}</span>
                    </Button>
                  </li>
                ))}
              </ul>
              <Button type="button" size="sm" variant="secondary" disabled={pending} onClick={() => create(true)}>
                {t("someoneNew")}
              </Button>
            </div>
          ) : null}
          <div className="flex gap-2">
            <Button type="button" size="sm" disabled={pending} onClick={() => create(false)}>
              <UserPlus aria-hidden /> {t("createPatient")}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => (setCreating(false), setDuplicates(null))}>
              {t("backToSearch")}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <PatientFinder query={query} onQueryChange={setQuery} onChoose={setPatient} onError={setError} />
          <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => (setCreating(true), setDraft({ ...draft, ...draftOf(query) }))}>
            <UserPlus aria-hidden /> {t("newPatient")}
          </Button>
        </>
      )}
    </fieldset>
  );
}
