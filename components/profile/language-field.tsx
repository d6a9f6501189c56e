"use client";

// The profile's language field (issue 29, item 5): saves at once, like the
// reminder switch. The action sets the language cookie too, so Next renders the
// page again and it follows in the new language without a reload.
import { useId, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "@/components/ui/toast";
import { saveLanguageAction } from "@/lib/actions/profile";
import { LOCALE_NAMES, type Locale } from "@/lib/i18n/locales";

const selectStyle = "h-10 w-full rounded-md border border-input bg-background px-3 text-sm sm:max-w-xs";

export function LanguageField({ current, offered }: { current: Locale; offered: Locale[] }) {
  const t = useTranslations("ProfileLanguage");
  const [value, setValue] = useState(current);
  const [pending, startTransition] = useTransition();
  const selectId = useId();
  const hintId = useId();

  function change(next: Locale) {
    const previous = value;
    setValue(next);
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof saveLanguageAction>>;
      try {
        result = await saveLanguageAction(next);
      } catch {
        result = { ok: false, message: t("languageSaveFailed") };
      }
      if (!result.ok) {
        setValue(previous);
        toast.error(result.message || t("languageSaveFailed"));
        return;
      }
      toast.success(result.message);
    });
  }

  return (
    <section aria-labelledby={`${selectId}-title`} className="mx-auto max-w-3xl space-y-4 rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id={`${selectId}-title`} className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
        {t("languageTitle")}
      </h2>
      <div className="grid gap-2">
        <label htmlFor={selectId} className="font-medium">
          {t("languageLabel")}
        </label>
        <select
          id={selectId}
          name="locale"
          className={selectStyle}
          value={value}
          disabled={pending}
          aria-describedby={hintId}
          onChange={(e) => change(e.target.value as Locale)}
        >
          {offered.map((l) => (
            // Each language named in itself, as the switcher names it.
            <option key={l} value={l} lang={l}>
              {LOCALE_NAMES[l]}
            </option>
          ))}
        </select>
        <p id={hintId} className="text-sm text-muted-foreground">
          {t("languageHint")}
        </p>
      </div>
    </section>
  );
}
