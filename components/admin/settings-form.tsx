"use client";

// The admin's clinic settings, validated with the same zod schema as the
// server action and PUT /api/admin/settings (lib/clinic/settings-schema.ts). Words: AdminSettings
// (the page's provider); the groups and fields below name their keys.
import { useForm, type Resolver } from "react-hook-form";
import { useTranslations } from "next-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "lucide-react";
import { useActionForm } from "@/components/forms/use-action-form";
import { TextField } from "@/components/forms/fields";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Checkbox } from "@/components/ui/checkbox";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { updateSettingsAction } from "@/lib/actions/settings";
import { CLINIC_REGION_MAX, clinicSettingsSchema, POSTAL_CODE_MAX, SLOT_INTERVALS, type ClinicSettings } from "@/lib/clinic/settings-schema";
import type { Messages } from "@/messages";

type Key = keyof Messages["AdminSettings"];
type Field = { name: Exclude<keyof ClinicSettings, "slotIntervalMinutes" | "requireTwoFactorForStaff" | "patientsMayBookSeries" | AddressField["name"]>; label: Key; unit: Key; help: Key };

/** Issue 46: the address beyond street and city, for the FHIR Location (each optional text). */
type AddressField = { name: "addressRegion" | "postalCode" | "country"; label: Key; help?: Key; autoComplete: string; maxLength: number };
const ADDRESS: AddressField[] = [
  { name: "addressRegion", label: "regionLabel", autoComplete: "address-level1", maxLength: CLINIC_REGION_MAX },
  { name: "postalCode", label: "postalCodeLabel", autoComplete: "postal-code", maxLength: POSTAL_CODE_MAX },
  { name: "country", label: "countryLabel", help: "countryHelp", autoComplete: "country", maxLength: 2 },
];

/** Message keys (AdminSettings). */
const GROUPS: { title: Key; fields: Field[] }[] = [
  {
    title: "groupBooking",
    fields: [
      { name: "bookingHorizonDays", label: "horizonLabel", unit: "unitDays", help: "horizonHelp" },
      { name: "minNoticeMinutes", label: "noticeLabel", unit: "unitMinutes", help: "noticeHelp" },
      { name: "maxOpenPerDoctor", label: "perDoctorLabel", unit: "unitPerPatient", help: "perDoctorHelp" },
      { name: "maxOpenTotal", label: "totalLabel", unit: "unitPerPatient", help: "totalHelp" },
    ],
  },
  {
    title: "groupCancellation",
    fields: [{ name: "cancelCutoffHours", label: "cutoffLabel", unit: "unitHours", help: "cutoffHelp" }],
  },
  {
    title: "groupWaitlist",
    fields: [{ name: "waitlistHoldMinutes", label: "holdLabel", unit: "unitMinutes", help: "holdHelp" }],
  },
  {
    title: "groupFamilies",
    fields: [{ name: "maxDependentsPerGuardian", label: "dependentsLabel", unit: "unitPerPatient", help: "dependentsHelp" }],
  },  {
    // Issue 45: how long the audit trail and inactive patients are kept (empty: patients are kept).
    title: "groupRecords",
    fields: [
      { name: "auditRetentionDays", label: "auditRetentionLabel", unit: "unitDays", help: "auditRetentionHelp" },
      { name: "inactivePatientRetentionDays", label: "inactiveRetentionLabel", unit: "unitDays", help: "inactiveRetentionHelp" },
    ],
  },
];

/** The yes-or-no settings, each a checkbox (message keys, AdminSettings). */
const SWITCHES: { name: "requireTwoFactorForStaff" | "patientsMayBookSeries"; label: Key; help: Key }[] = [
  { name: "requireTwoFactorForStaff", label: "requireTwoFactorLabel", help: "requireTwoFactorHelp" },
  { name: "patientsMayBookSeries", label: "patientsMayBookSeriesLabel", help: "patientsMayBookSeriesHelp" },
];

/** The one setting an empty box means "never" for (null); elsewhere empty stays NaN for the schema to explain. */
const emptyValue = (name: Field["name"]) => (name === "inactivePatientRetentionDays" ? null : Number.NaN);

export function SettingsForm({ settings }: { settings: ClinicSettings }) {
  const t = useTranslations("AdminSettings");
  const form = useForm<ClinicSettings>({
    resolver: zodResolver(clinicSettingsSchema) as unknown as Resolver<ClinicSettings>,
    defaultValues: settings,
  });

  const { onSubmit, pending: saving } = useActionForm(form, {
    action: updateSettingsAction,
    onSuccess: (saved) => form.reset(saved),
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={t("formLabel")}>
        {GROUPS.map((group) => (
          <Card key={group.title} className="gap-4 p-5">
            <h2 className="text-lg font-semibold">{t(group.title)}</h2>
            <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
              {group.fields.map((f) => (
                <FormField
                  key={f.name}
                  control={form.control}
                  name={f.name}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>
                        {t(f.label)} <span className="font-normal text-muted-foreground">({t(f.unit)})</span>
                      </FormLabel>
                      <FormControl>
                        <Input
                          type="number"
                          inputMode="numeric"
                          step={1}
                          name={field.name}
                          ref={field.ref}
                          onBlur={field.onBlur}
                          value={field.value === null || Number.isNaN(field.value) ? "" : field.value}
                          // Empty stays NaN so the schema's "must be a whole number" explains it.
                          onChange={(e) => field.onChange(e.target.value === "" ? emptyValue(f.name) : Number(e.target.value))}
                        />
                      </FormControl>
                      <FormDescription>{t(f.help)}</FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              ))}
            </div>
            {group.title === "groupBooking" ? (
              <FormField
                control={form.control}
                name="slotIntervalMinutes"
                render={({ field }) => (
                  <FormItem className="md:max-w-[calc(50%-0.625rem)]">
                    <FormLabel>{t("intervalLabel")}</FormLabel>
                    <Select value={String(field.value)} onValueChange={(v) => field.onChange(Number(v))} name={field.name}>
                      <FormControl>
                        <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                          <SelectValue placeholder={t("intervalPlaceholder")} />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {SLOT_INTERVALS.map((n) => (
                          <SelectItem key={n} value={String(n)}>
                            {t("everyMinutes", { n: String(n) })}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormDescription>{t("intervalHelp")}</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ) : null}
          </Card>
        ))}
        <Card className="gap-4 p-5">
          <h2 className="text-lg font-semibold">{t("groupAddress")}</h2>
          <p className="text-sm text-muted-foreground">{t("addressHelp")}</p>
          <div className="grid grid-cols-1 gap-5 md:grid-cols-3">
            {ADDRESS.map((f) => (
              <TextField
                key={f.name}
                control={form.control}
                name={f.name}
                label={t(f.label)}
                description={f.help ? t(f.help) : undefined}
                type="text"
                autoComplete={f.autoComplete}
                maxLength={f.maxLength}
              />
            ))}
          </div>
        </Card>
        <Card className="gap-4 p-5">
          <h2 className="text-lg font-semibold">{t("groupSecurity")}</h2>
          {SWITCHES.map((s) => (
            <FormField
              key={s.name}
              control={form.control}
              name={s.name}
              render={({ field }) => (
                <FormItem>
                  <div className="flex items-center gap-2">
                    <FormControl>
                      <Checkbox name={field.name} ref={field.ref} onBlur={field.onBlur} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
                    </FormControl>
                    <FormLabel className="font-normal">{t(s.label)}</FormLabel>
                  </div>
                  <FormDescription>{t(s.help)}</FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
        </Card>
        <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
          {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {saving ? t("saving") : t("save")}
        </Button>
      </form>
    </Form>
  );
}
