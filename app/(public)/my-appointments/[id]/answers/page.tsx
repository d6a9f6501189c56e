// A visit's answers as a page (issue 47): the patient (or guardian) changes them until the
// clinic's cancellation cutoff. A plain form (works before any script runs); the rules are the
// server's, and a refusal comes back here with a message under each question.
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { ClientMessages } from "@/components/intl/client-messages";
import { AnswersForm } from "@/components/appointments/answers-form";
import { VisitAnswers } from "@/components/appointments/visit-answers";
import { appointmentAnswers } from "@/lib/appointments/answers";
import { isAwaitingStatus } from "@/lib/appointments/status";
import { bookingPolicy, hasStarted, insideCancelCutoff } from "@/lib/schedule/policy";
import { answerFieldValues, askedQuestions } from "@/lib/visit-types/answer-rules";
import { loadForChange } from "../load-for-change";
import { ChangePage } from "../change-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("IntakeQuestions");
  return { title: t("pageTitle"), robots: { index: false } };
}

export default async function AnswersPage({ params }: { params: Promise<{ id: string }> }) {
  const { actor, a, summary } = await loadForChange((await params).id, "answers");
  const [t, answers, policy] = await Promise.all([getTranslations("IntakeQuestions"), appointmentAnswers(actor, a._id), bookingPolicy()]);
  const back = `/my-appointments/${a._id}`;
  const now = new Date();
  const startsAt = new Date(a.startsAt);
  const changeable = isAwaitingStatus(a.status) && !hasStarted(startsAt, now) && !insideCancelCutoff(startsAt, now, policy.cancelCutoffHours);
  return (
    <ChangePage back={back} backText={t("back")} heading={t("pageTitle")} description={summary} wide>
      {answers.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("noQuestions")}</p>
      ) : changeable ? (
        <ClientMessages namespaces={["IntakeQuestions"]}>
          <AnswersForm id={a._id} questions={askedQuestions(answers)} values={answerFieldValues(answers)} back={back} backText={t("back")} />
        </ClientMessages>
      ) : (
        <div className="space-y-4">
          <p role="status" className="text-sm font-medium">
            {t("closedNote")}
          </p>
          <VisitAnswers answers={answers} />
          <Button asChild variant="outline">
            <Link href={back}>{t("back")}</Link>
          </Button>
        </div>
      )}
    </ChangePage>
  );
}
