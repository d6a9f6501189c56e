"use client";

// The patient's switch for reminder emails, beside Account Security on the
// profile. It saves at once; confirmations, cancellations and password emails
// are not affected.
import { useId, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { Switch } from "@/components/ui/switch";
import { setReminderEmailsAction } from "@/lib/actions/reminders";
import { ProfileCard } from "@/components/profile/profile-card";

export function ReminderEmails({ initial }: { initial: boolean }) {
  const t = useTranslations("ReminderEmails");
  const [on, setOn] = useState(initial);
  const [pending, startTransition] = useTransition();
  const labelId = useId();
  const hintId = useId();

  function change(next: boolean) {
    setOn(next);
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof setReminderEmailsAction>>;
      try {
        result = await setReminderEmailsAction(next);
      } catch {
        result = { ok: false, message: t("saveChoiceFailed") };
      }
      if (!result.ok) {
        setOn(!next);
        toast.error(result.message || t("saveChoiceFailed"));
        return;
      }
      toast.success(result.message);
    });
  }

  return (
    <ProfileCard id="email-reminders-title" title={t("notificationsTitle")}>
      <div className="flex items-start justify-between gap-4">
        <div className="space-y-1">
          <p id={labelId} className="font-medium">
            {t("remindersLabel")}
          </p>
          <p id={hintId} className="text-sm text-muted-foreground">
            {t("remindersHint")}
          </p>
        </div>
        <Switch checked={on} onCheckedChange={change} disabled={pending} aria-labelledby={labelId} aria-describedby={hintId} className="mt-0.5" />
      </div>
    </ProfileCard>
  );
}
