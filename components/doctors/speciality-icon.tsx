import { Baby, Bone, Brain, Eye, HeartPulse, ScanFace, Soup, Stethoscope, type Icon } from "@/components/ui/icons";
import type { Speciality } from "@/lib/clinic/specialities";

export const SPECIALITY_ICONS: Record<Speciality, Icon> = {
  "General Physician": Stethoscope,
  Cardiologist: HeartPulse,
  Neurologist: Brain,
  Pediatrician: Baby,
  Ophthalmologist: Eye,
  Orthopedic: Bone,
  Dermatologist: ScanFace,
  Gastroenterologist: Soup,
};

/** A one-line description per speciality, for tiles and page descriptions. */
export const SPECIALITY_BLURBS: Record<Speciality, string> = {
  "General Physician": "Everyday illnesses, check-ups and referrals",
  Cardiologist: "Heart and blood vessels",
  Neurologist: "Brain, nerves and headaches",
  Pediatrician: "Care for babies, children and teens",
  Ophthalmologist: "Eyes and vision",
  Orthopedic: "Bones, joints and sports injuries",
  Dermatologist: "Skin, hair and nails",
  Gastroenterologist: "Stomach and digestion",
};
