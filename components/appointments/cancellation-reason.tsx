// Why a visit was cancelled, as the patient's pages say it ("Reason: <reason>", the reason in
// bold): their list's card and the visit's own page, each in its namespace's words.
import { useTranslations } from "next-intl";

export function CancellationReason({ reason, namespace, className }: { reason: string; namespace: "PatientAppointmentCard" | "AppointmentDetails"; className?: string }) {
  const t = useTranslations(namespace);
  return (
    <p className={className} data-field="cancellation-reason">
      {t.rich("cancellationReason", {
        reason,
        strong: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
      })}
    </p>
  );
}
