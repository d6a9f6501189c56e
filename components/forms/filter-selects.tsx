// The doctor and speciality choices of the staff's plain GET forms (the desk's day, its waitlist,
// the insights filters): native selects with their label, so the choice is a URL that works
// before any script. No hooks: server pages render them with their own words.
import type { ReactNode } from "react";
import { SPECIALITIES } from "@/lib/clinic/specialities";
import { specialityName } from "@/lib/clinic/speciality-names";
import { cn } from "@/lib/utils";

const FIELD = "h-9 rounded-md border border-input bg-background px-2 text-sm";

type SelectProps = {
  id: string;
  /** The query parameter it sets. */
  name: string;
  label: string;
  /** The value chosen when the page opened ("" for the "all" option). */
  value?: string;
  /** The first option, for no filter (value ""); none: a doctor must be chosen. */
  allLabel?: string;
  className?: string;
  describedBy?: string;
  /** Shown under the select (a hint it is described by). */
  note?: ReactNode;
};

function LabelledSelect({ id, name, label, value, allLabel, className, describedBy, note, required, children }: SelectProps & { required?: boolean; children: ReactNode }) {
  return (
    <div className="grid gap-1 text-sm font-medium">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} className={cn(FIELD, className)} aria-describedby={describedBy} required={required}>
        {allLabel ? <option value="">{allLabel}</option> : null}
        {children}
      </select>
      {note}
    </div>
  );
}

/** One of `doctors` (by id), or all of them when `allLabel` is given. */
export function DoctorSelect({ doctors, className = "max-w-[14rem]", ...props }: SelectProps & { doctors: { id: string; name: string }[] }) {
  return (
    <LabelledSelect {...props} className={className} required={!props.allLabel}>
      {doctors.map((d) => (
        <option key={d.id} value={d.id}>
          {d.name}
        </option>
      ))}
    </LabelledSelect>
  );
}

/** One of the clinic's specialities (the stored English name; the words shown are `names`', the page's SpecialityNames). */
export function SpecialitySelect({ names, ...props }: SelectProps & { names: Parameters<typeof specialityName>[1] }) {
  return (
    <LabelledSelect {...props}>
      {SPECIALITIES.map((s) => (
        <option key={s} value={s}>
          {specialityName(s, names)}
        </option>
      ))}
    </LabelledSelect>
  );
}
