// A visit's answers with their questions as they were asked (issue 47): the doctor's view of the
// visit, the desk's visit page and its printed card, the patient's appointment. Server-rendered;
// the questions and answers stay as written, only the form's words are translated.
import { useLocale, useTranslations } from "next-intl";
import { formatDate } from "@/lib/i18n/format";
import type { GivenAnswer } from "@/lib/visit-types/answer-rules";
import type { Locale } from "@/lib/i18n/locales";

export function VisitAnswers({ answers, headingLevel: Heading = "h2" }: { answers: GivenAnswer[]; headingLevel?: "h2" | "h3" }) {
  const t = useTranslations("IntakeQuestions");
  const locale = useLocale() as Locale;
  if (answers.length === 0) return null;
  const answered = answers.filter((a) => a.value !== null).length;
  const text = (a: GivenAnswer) => {
    const v = a.value;
    if (v === null) return <span className="text-muted-foreground italic">{t("notAnswered")}</span>;
    if (typeof v === "boolean") return v ? t("yes") : t("no");
    if (Array.isArray(v)) return v.join(", ");
    if (a.kind === "date" && typeof v === "string") return formatDate(v, locale);
    return <span className="whitespace-pre-line">{String(v)}</span>;
  };
  return (
    <section aria-labelledby="visit-answers-title" className="grid gap-3" data-testid="visit-answers">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id="visit-answers-title" className="text-base font-semibold">
          {t("answersHeading")}
        </Heading>
        <p className="text-sm text-muted-foreground">{t("count", { answered: String(answered), asked: String(answers.length) })}</p>
      </div>
      <dl className="grid gap-3">
        {answers.map((a) => (
          <div key={a.questionId} className="grid gap-0.5 break-inside-avoid">
            <dt className="text-sm text-muted-foreground">{a.question}</dt>
            <dd className="font-medium break-words">{text(a)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** "Answers: 5 of 5" on a visit's card, linking to where they are read. */
export function AnswersCountLink({ count, href }: { count: { answered: number; asked: number }; href: string }) {
  const t = useTranslations("IntakeQuestions");
  return (
    <p className="text-sm" data-field="answers-count">
      <a href={href} className="font-medium text-primary underline-offset-4 hover:underline">
        {t("count", { answered: String(count.answered), asked: String(count.asked) })}
      </a>
    </p>
  );
}
