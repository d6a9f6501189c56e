"use client";

// The visit type's questions as form fields (issue 47): the booking form under the time, the
// desk's Book dialog and the answers page. Plain native inputs named `answer.<questionId>`
// (several for "several choices"), uncontrolled, so they post without a script; a refused post
// comes back with what was sent (`values`) and a message under each question (`errors`). The
// questions stay as the clinic wrote them; only the form's own words are translated
// ("IntakeQuestions").
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { ANSWER_TEXT_MAX, answerField } from "@/lib/visit-types/answer-field";
import type { Question } from "@/lib/visit-types/questions";
import { clsx } from "clsx";

/** What each question's field holds: the texts posted (or kept), by question id. */
export type AnswerValues = Record<string, string[]>;

type Props = {
  questions: Question[];
  /** Letters, digits and dashes: the ids hang on it. */
  idPrefix: string;
  values?: AnswerValues;
  /** Messages by form field (`answer.<id>`), as the action answers them. */
  errors?: Record<string, string>;
};

// clsx, not cn: no clashing classes, and a call of cn while the page's scripts are evaluated builds
// tailwind-merge's tables in the longest task of the booking page's load (slot-fields.tsx, issue 43).
const choiceBox = clsx(
  "flex min-h-11 items-center gap-3 rounded-md border border-input bg-background px-3 py-2 text-sm",
  "has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring",
);

export function QuestionFields({ questions, idPrefix, values = {}, errors = {} }: Props) {
  const t = useTranslations("IntakeQuestions");
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={`${idPrefix}-heading`} className="space-y-4" data-testid="intake-questions">
      <div className="space-y-1">
        <h3 id={`${idPrefix}-heading`} className="font-semibold">
          {t("heading")}
        </h3>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      {questions.map((q, i) => (
        <QuestionField key={q.id} q={q} id={`${idPrefix}-q${i}`} value={values[q.id] ?? []} error={errors[answerField(q.id)]} />
      ))}
    </section>
  );
}

function QuestionField({ q, id, value, error }: { q: Question; id: string; value: string[]; error?: string }) {
  const t = useTranslations("IntakeQuestions");
  const name = answerField(q.id);
  const helpId = q.help ? `${id}-help` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [helpId, errorId].filter(Boolean).join(" ") || undefined;
  const label = (
    <>
      {q.text}
      {q.required ? (
        <span className="ms-1 text-destructive">
          <span aria-hidden>*</span>
          <span className="sr-only">{t("required")}</span>
        </span>
      ) : null}
    </>
  );
  const below = (
    <>
      {q.help ? (
        <p id={helpId!} className="text-xs text-muted-foreground">
          {q.help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId!} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
  const first = value[0] ?? "";

  // The kinds with several inputs are a group with a legend; the others a label and one input.
  if (q.kind === "yesNo" || q.kind === "choice" || q.kind === "multiChoice") {
    const options = q.kind === "yesNo" ? [{ value: "yes", label: t("yes") }, { value: "no", label: t("no") }] : q.choices.map((c) => ({ value: c, label: c }));
    const multi = q.kind === "multiChoice";
    return (
      <fieldset className="space-y-2" aria-describedby={describedBy} aria-invalid={error ? true : undefined} data-question={q.id}>
        <legend className="text-sm font-medium">{label}</legend>
        {multi ? <p className="text-xs text-muted-foreground">{t("chooseSeveral")}</p> : null}
        <div className={clsx("grid gap-2", q.kind === "yesNo" ? "grid-cols-2 sm:max-w-xs" : "sm:grid-cols-2")}>
          {options.map((o, k) => (
            <label key={o.value} className={choiceBox}>
              <input
                type={multi ? "checkbox" : "radio"}
                id={`${id}-${k}`}
                name={name}
                value={o.value}
                defaultChecked={value.includes(o.value)}
                className="size-4 shrink-0 accent-primary"
              />
              <span>{o.label}</span>
            </label>
          ))}
        </div>
        {below}
      </fieldset>
    );
  }

  const common = {
    id,
    name,
    defaultValue: first,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
    "aria-required": q.required || undefined,
  };
  return (
    <div className="space-y-2" data-question={q.id}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {q.kind === "longText" ? (
        <Textarea {...common} rows={3} maxLength={ANSWER_TEXT_MAX} />
      ) : q.kind === "date" ? (
        <Input {...common} type="date" className="sm:max-w-xs" />
      ) : q.kind === "number" ? (
        <Input {...common} type="text" inputMode="decimal" className="sm:max-w-xs" />
      ) : (
        <Input {...common} type="text" maxLength={ANSWER_TEXT_MAX} />
      )}
      {below}
    </div>
  );
}
