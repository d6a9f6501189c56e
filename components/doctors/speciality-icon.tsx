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
