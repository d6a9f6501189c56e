"use client";

// The admin's clinic settings, validated with the same zod schema as the
// server action and PUT /api/admin/settings (lib/clinic/settings-schema.ts).
import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { updateSettingsAction } from "@/lib/actions/settings";
import { clinicSettingsSchema, SLOT_INTERVALS, type ClinicSettings } from "@/lib/clinic/settings-schema";

type Field = { name: Exclude<keyof ClinicSettings, "slotIntervalMinutes">; label: string; unit: string; help: string };

const GROUPS: { title: string; fields: Field[] }[] = [
  {
    title: "Booking",
    fields: [
      { name: "bookingHorizonDays", label: "Booking horizon", unit: "days", help: "How many days ahead patients can book; today counts as the first." },
      { name: "minNoticeMinutes", label: "Minimum notice", unit: "minutes", help: "Slots starting sooner than this cannot be booked. 0: any future slot." },
      { name: "maxOpenPerDoctor", label: "Open appointments per doctor", unit: "per patient", help: "Upcoming appointments one patient may hold with one doctor." },
      { name: "maxOpenTotal", label: "Open appointments in all", unit: "per patient", help: "Upcoming appointments one patient may hold in all." },
    ],
  },
  {
    title: "Cancellation",
    fields: [
      {
        name: "cancelCutoffHours",
        label: "Cancellation cutoff",
        unit: "hours",
        help: "Patients cannot cancel online less than this before the start and are asked to call; doctors and admins still can. 0: until the start.",
      },
    ],
  },
  {
    title: "Waitlist",
    fields: [
      {
        name: "waitlistHoldMinutes",
        label: "Hold for the patient offered a freed time",
        unit: "minutes",
        help: "A freed time is offered to the next patient waiting and kept for them this long (5 to 1440); then it goes to the next.",
      },
    ],
  },
];

export function SettingsForm({ settings }: { settings: ClinicSettings }) {
  const form = useForm<ClinicSettings>({
    resolver: zodResolver(clinicSettingsSchema) as unknown as Resolver<ClinicSettings>,
    defaultValues: settings,
  });

  async function onSubmit(values: ClinicSettings) {
    const result = await updateSettingsAction(values);
    if (result.ok) {
      toast.success(result.message);
      form.reset(result.data);
      return;
    }
    for (const [name, message] of Object.entries(result.fieldErrors ?? {})) {
      form.setError(name as keyof ClinicSettings, { message });
    }
    toast.error(result.message);
  }

  const saving = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6" aria-label="Clinic settings">
        {GROUPS.map((group) => (
          <Card key={group.title} className="gap-4 p-5">
            <h2 className="text-lg font-semibold">{group.title}</h2>
            <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
              {group.fields.map((f) => (
                <FormField
                  key={f.name}
                  control={form.control}
                  name={f.name}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>
                        {f.label} <span className="font-normal text-muted-foreground">({f.unit})</span>
                      </FormLabel>
                      <FormControl>
                        <Input
                          type="number"
                          inputMode="numeric"
                          step={1}
                          name={field.name}
                          ref={field.ref}
                          onBlur={field.onBlur}
                          value={Number.isNaN(field.value) ? "" : field.value}
                          // Empty stays NaN so the schema's "must be a whole number" explains it.
                          onChange={(e) => field.onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
                        />
                      </FormControl>
                      <FormDescription>{f.help}</FormDescription>
                      <FormMessage />
                    </FormItem>
                  )}
                />
              ))}
            </div>
            {group.title === "Booking" ? (
              <FormField
                control={form.control}
                name="slotIntervalMinutes"
                render={({ field }) => (
                  <FormItem className="md:max-w-[calc(50%-0.625rem)]">
                    <FormLabel>Slot interval</FormLabel>
                    <Select value={String(field.value)} onValueChange={(v) => field.onChange(Number(v))} name={field.name}>
                      <FormControl>
                        <SelectTrigger className="w-full" onBlur={field.onBlur} ref={field.ref}>
                          <SelectValue placeholder="Choose an interval" />
                        </SelectTrigger>
                      </FormControl>
                      <SelectContent>
                        {SLOT_INTERVALS.map((n) => (
                          <SelectItem key={n} value={String(n)}>
                            Every {n} minutes
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FormDescription>Visits of every type may start this often within the doctors&apos; hours (default every 30 minutes).</FormDescription>
                    <FormMessage />
                  </FormItem>
                )}
              />
            ) : null}
          </Card>
        ))}
        <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
          {saving ? <Loader2 className="animate-spin" aria-hidden /> : <Save aria-hidden />}
          {saving ? "Saving..." : "Save settings"}
        </Button>
      </form>
    </Form>
  );
}
