// What the admin's doctor card (components/admin/doctor-card.tsx) and its edit form read of a
// doctor, and no more: the card is a client component, so each one's props go out in the page's
// RSC payload, and the whole DoctorDTO (the account again, its empty slot map) was most of it (issue 43).
import type { DoctorDTO } from "@/lib/doctors/serialize";

export type AdminDoctor = Pick<DoctorDTO, "_id" | "name" | "image" | "speciality" | "degree" | "experience" | "about" | "fees" | "available" | "archived" | "videoUrl"> & {
  user: Pick<DoctorDTO["user"], "email" | "phone" | "address">;
};

export function adminDoctorOf(d: DoctorDTO): AdminDoctor {
  return {
    _id: d._id,
    name: d.name,
    image: d.image,
    speciality: d.speciality,
    degree: d.degree,
    experience: d.experience,
    about: d.about,
    fees: d.fees,
    available: d.available,
    archived: d.archived,
    videoUrl: d.videoUrl,
    user: { email: d.user.email, phone: d.user.phone, address: d.user.address },
  };
}
