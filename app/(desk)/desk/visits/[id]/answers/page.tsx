import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { ArrowLeft } from "lucide-react";
import { ClientMessages } from "@/components/intl/client-messages";
import { AnswersForm } from "@/components/appointments/answers-form";
import { requirePageActor } from "@/lib/auth/session";
import { getAppointment } from "@/lib/appointments";
import { appointmentAnswers } from "@/lib/appointments/answers";
import { answerFieldValues, askedQuestions } from "@/lib/visit-types/answer-rules";
import { pageIdOrNotFound } from "@/lib/http/url-id";
import { foundOrNotFound } from "@/lib/http/page-not-found";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("IntakeQuestions");
  return { title: t("pageTitle") };
}

/** "Add answers" (issue 47): the desk answers a visit's questions for a caller, after booking. */
export default async function DeskAnswersPage({ params }: { params: Promise<{ id: string }> }) {
  const id = pageIdOrNotFound((await params).id);
  const actor = await requirePageActor(`/desk/visits/${id}/answers`, "receptionist", "admin");
  const t = await getTranslations("IntakeQuestions");
  const [a, answers] = await foundOrNotFound(Promise.all([getAppointment(actor, id), appointmentAnswers(actor, id)]));
  const back = `/desk/visits/${id}`;
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <Link href={back} className="inline-flex items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline">
        <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden /> {t("back")}
      </Link>
      <section aria-labelledby="answers-title" className="grid gap-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6">
        <div className="space-y-1">
          <h1 id="answers-title" className="text-2xl font-bold tracking-tight">
            {t("pageTitle")}
          </h1>
          <p className="text-sm text-muted-foreground">
            {a.user.name} · {a.visitType.name}
          </p>
        </div>
        {answers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noQuestions")}</p>
        ) : (
          <ClientMessages namespaces={["IntakeQuestions"]}>
            <AnswersForm id={id} questions={askedQuestions(answers)} values={answerFieldValues(answers)} back={back} backText={t("back")} />
          </ClientMessages>
        )}
      </section>
    </div>
  );
}
