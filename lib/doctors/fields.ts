// The professional fields a doctor profile stores, written the same way by an
// admin adding or editing a doctor and by the doctor editing their own.
type ProfessionalFields = { speciality: string; degree: string; experience: string; about: string; fees: number };

export function professionalData(input: ProfessionalFields): ProfessionalFields {
  const { speciality, degree, experience, about, fees } = input;
  return { speciality, degree, experience, about, fees };
}
