"use client";

// The "Questions" part of the visit-type form (issue 47): up to 20 questions in order, each with
// its text, an optional help line, its kind, its choices (one per line, for the choice kinds) and
// whether an answer is required. A question keeps its id when edited (a hidden field of the
// form's values), so answers already given stay tied to it. Words: VisitTypeQuestions.
import { useState } from "react";
import { useFieldArray, useWatch, type Control, type FieldErrors, type UseFormRegister, type UseFormSetValue } from "react-hook-form";
import { useTranslations } from "next-intl";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { QUESTION_KINDS, QUESTIONS_MAX, isChoiceKind, type QuestionKind } from "@/lib/visit-types/questions";
import type { visitTypeInputSchema } from "@/lib/visit-types/visit-type-schema";

type Values = z.input<typeof visitTypeInputSchema>;

type Props = {
  control: Control<Values, unknown, z.output<typeof visitTypeInputSchema>>;
  register: UseFormRegister<Values>;
  setValue: UseFormSetValue<Values>;
  errors: FieldErrors<Values>;
};

/** A kind's label key. */
const KIND_LABEL = {
  text: "kind_text",
  longText: "kind_longText",
  yesNo: "kind_yesNo",
  choice: "kind_choice",
  multiChoice: "kind_multiChoice",
  date: "kind_date",
  number: "kind_number",
} as const satisfies Record<QuestionKind, string>;

const selectClass = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm";

export function VisitTypeQuestions({ control, register, setValue, errors }: Props) {
  const t = useTranslations("VisitTypeQuestions");
  const { fields, append, remove, move } = useFieldArray({ control, name: "questions" as never, keyName: "key" });
  const listError = (errors.questions as { message?: string } | undefined)?.message;
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4" data-testid="visit-type-questions">
      <legend className="px-1 text-sm font-medium">{t("heading")}</legend>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {fields.length > 0 ? (
        <ol className="grid gap-4">
          {fields.map((field, i) => (
            <li key={field.key} className="grid gap-3 rounded-md border bg-muted/30 p-3">
              <QuestionEditor index={i} count={fields.length} control={control} register={register} setValue={setValue} errors={errors} onRemove={() => remove(i)} onMove={(to) => move(i, to)} />
            </li>
          ))}
        </ol>
      ) : null}
      {listError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {listError}
        </p>
      ) : null}
      {fields.length < QUESTIONS_MAX ? (
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-auto sm:justify-self-start"
          onClick={() => append({ text: "", help: "", kind: "text", choices: [], required: false } as never)}
        >
          <Plus aria-hidden />
          {t("add")}
        </Button>
      ) : null}
    </fieldset>
  );
}

function QuestionEditor({
  index,
  count,
  control,
  register,
  setValue,
  errors,
  onRemove,
  onMove,
}: Props & { index: number; count: number; onRemove: () => void; onMove: (to: number) => void }) {
  const t = useTranslations("VisitTypeQuestions");
  const n = index + 1;
  const base = `questions.${index}` as const;
  const kind = (useWatch({ control, name: `${base}.kind` as never }) as unknown as QuestionKind | undefined) ?? "text";
  const choices = (useWatch({ control, name: `${base}.choices` as never }) as unknown as string[] | undefined) ?? [];
  // The lines as typed (blank ones included while typing); the form keeps the non-blank ones.
  const [choicesText, setChoicesText] = useState(() => choices.join("\n"));
  const errs = (errors.questions as unknown as Record<number, Record<string, { message?: string }>> | undefined)?.[index];
  const id = (name: string) => `question-${index}-${name}`;
  const errorOf = (name: string) =>
    errs?.[name]?.message ? (
      <p id={id(`${name}-error`)} className="text-sm font-medium text-destructive">
        {errs[name].message}
      </p>
    ) : null;
  const invalid = (name: string) => (errs?.[name]?.message ? { "aria-invalid": true, "aria-describedby": id(`${name}-error`) } : {});

  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{t("questionN", { n })}</h4>
        <div className="flex gap-1">
          <Button type="button" variant="ghost" size="icon" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={t("moveUp", { n })}>
            <ArrowUp aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={t("moveDown", { n })}>
            <ArrowDown aria-hidden />
          </Button>
          <Button type="button" variant="ghost" size="icon" onClick={onRemove} aria-label={t("remove", { n })}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5 sm:col-span-2">
          <label htmlFor={id("text")} className="text-sm font-medium">
            {t("text")}
          </label>
          <Input id={id("text")} autoComplete="off" {...register(`${base}.text` as never)} {...invalid("text")} />
          {errorOf("text")}
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <label htmlFor={id("help")} className="text-sm font-medium">
            {t("help")}
          </label>
          <Input id={id("help")} autoComplete="off" {...register(`${base}.help` as never)} {...invalid("help")} />
          {errorOf("help")}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={id("kind")} className="text-sm font-medium">
            {t("kind")}
          </label>
          <select id={id("kind")} className={selectClass} {...register(`${base}.kind` as never)}>
            {QUESTION_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(KIND_LABEL[k])}
              </option>
            ))}
          </select>
        </div>
        <label className="flex min-h-10 items-center gap-2.5 self-end text-sm font-medium">
          <input type="checkbox" className="size-4 accent-primary" {...register(`${base}.required` as never)} />
          {t("required")}
        </label>
        {isChoiceKind(kind) ? (
          <div className="grid gap-1.5 sm:col-span-2">
            <label htmlFor={id("choices")} className="text-sm font-medium">
              {t("choices")}
            </label>
            <Textarea
              id={id("choices")}
              rows={4}
              value={choicesText}
              onChange={(e) => {
                setChoicesText(e.target.value);
                const lines = e.target.value.split("\n").map((l) => l.trim()).filter(Boolean);
                setValue(`${base}.choices` as never, lines as never, { shouldDirty: true });
              }}
              {...invalid("choices")}
            />
            {errorOf("choices")}
          </div>
        ) : null}
      </div>
    </>
  );
}
