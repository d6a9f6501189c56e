"use client";

// Finding a patient for the front desk (issue 26): part of the name, phone digits, email or date of
// birth, then a click on the one meant. Used by Book / Walk-in and by "Add a patient" to a
// waitlist (issue 27). Not a form of its own (the waitlist's sits inside one): Enter searches.
// Its words are its own namespace, DeskPatientFinder: whoever renders it lists that namespace in
// its ClientMessages (the desk's day board, the waitlist's join form).
import { useId, useState, useTransition } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Badge } from "@/components/ui/badge";
import { searchPatientsAction } from "@/lib/actions/desk";
import type { PatientRecordDTO } from "@/lib/desk/patient-record-schema";
import { formatDate } from "@/lib/i18n/format";

/** Wrapped, never cut: on a phone the email (or "No email") and the whole name tell two patients apart. */
export function PatientLine({ p }: { p: PatientRecordDTO }) {
  const t = useTranslations("DeskPatientFinder");
  const locale = useLocale();
  return (
    <span className="flex min-w-0 flex-col text-start">
      <span className="font-medium break-words">{p.name}</span>
      <span className="text-xs break-words text-muted-foreground">
        {p.phone ? <bdi dir="ltr">{p.phone}</bdi> : t("noPhone")}
        {p.dob ? ` · ${formatDate(p.dob, locale)}` : null}
        {p.email === null ? ` · ${t("noEmail")}` : p.email ? <> · <bdi dir="ltr">{p.email}</bdi></> : null}
      </span>
    </span>
  );
}

export function PatientFinder({
  query,
  onQueryChange,
  onChoose,
  onError,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onChoose: (patient: PatientRecordDTO) => void;
  onError: (message: string) => void;
}) {
  const t = useTranslations("DeskPatientFinder");
  const id = useId();
  const [results, setResults] = useState<PatientRecordDTO[] | null>(null);
  const [pending, start] = useTransition();
  const searchable = query.trim().length >= 2;

  function search() {
    if (!searchable) return;
    start(async () => {
      const r = await searchPatientsAction(query);
      if (r.ok) setResults(r.data);
      else onError(r.message);
    });
  }

  return (
    <>
      <div className="flex min-w-0 gap-2" role="search">
        <Label htmlFor={id} className="sr-only">
          {t("findLabel")}
        </Label>
        <Input
          id={id}
          value={query}
          onChange={(e) => onQueryChange(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            search();
          }}
          placeholder={t("placeholder")}
          autoComplete="off"
          className="min-w-0"
        />
        <Button type="button" variant="outline" disabled={pending || !searchable} onClick={search}>
          <Search aria-hidden /> {t("find")}
        </Button>
      </div>
      <div aria-live="polite">
        {results === null ? null : results.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noneFound")}</p>
        ) : (
          <ul className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto" aria-label={t("found")}>
            {results.map((p) => (
              <li key={p._id} className="min-w-0">
                <button
                  type="button"
                  onClick={() => onChoose(p)}
                  className="flex w-full items-center justify-between gap-2 rounded-md border px-3 py-2 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <PatientLine p={p} />
                  {p.hasLogin ? null : <Badge variant="outline">{t("record")}</Badge>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
