"use client";

// The answers page's form (issue 47): the visit's questions as they were asked, filled with the
// answers given, posting to saveAnswersFromFormAction. Works as a plain form before any script
// runs; a refusal comes back with what was sent and a message under each question.
import { useActionState } from "react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { QuestionFields, type AnswerValues } from "@/components/booking/question-fields";
import { saveAnswersFromFormAction } from "@/lib/actions/answers";
import type { Question } from "@/lib/visit-types/questions";
import { FormError } from "@/components/forms/form-error";

export function AnswersForm({ id, questions, values, back, backText }: { id: string; questions: Question[]; values: AnswerValues; back: string; backText: string }) {
  const t = useTranslations("IntakeQuestions");
  const [state, formAction, pending] = useActionState(saveAnswersFromFormAction, null);
  const refusal = state && !state.ok ? state : null;
  return (
    <form action={formAction} className="space-y-5" noValidate aria-describedby={refusal ? "answers-error" : undefined}>
      <input type="hidden" name="id" value={id} />
      <QuestionFields key={refusal ? "sent" : "given"} questions={questions} idPrefix="answers" values={refusal?.values ?? values} errors={refusal?.fieldErrors} />
      <FormError id="answers-error" message={refusal?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button asChild variant="outline">
          <Link href={back}>{backText}</Link>
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {pending ? t("saving") : t("save")}
        </Button>
      </div>
    </form>
  );
}
