import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { appointmentShape } from "@/lib/appointments/shapes";
import { contactMessageShape } from "@/lib/clinic/contact-schema";
import { doctorShape, publicDoctorShape } from "@/lib/doctors/shapes";
import { userShape } from "@/lib/accounts/shapes";
import { toAppointmentDTO } from "@/lib/appointments/serialize";
import { toDoctorDTO, toPublicDoctorDTO } from "@/lib/doctors/serialize";
import { toUserDTO } from "@/lib/accounts/serialize";
import { physicianJsonLd } from "@/components/doctors/physician-json-ld";
import type { ContactMessageDTO } from "@/lib/clinic/contact";

const userRow = (id: string, gender: "male" | "female" | "not_specified" = "not_specified") => ({
  id,
  name: `User ${id}`,
  email: `${id}@example.test`,
  role: "patient" as const,
  image: "",
  phone: "",
  address: "",
  dob: gender === "female" ? new Date("1990-04-12T00:00:00.000Z") : null,
  gender,
});

const doctorRow = {
  id: "d1",
  speciality: "Cardiologist",
  degree: "MBBS",
  experience: "4 Years",
  about: "About",
  fees: 50,
  available: true,
  archivedAt: null,
  user: { ...userRow("u-doc", "male"), role: "doctor" as const },
};

describe("serialized responses", () => {
  it("are exactly the documented response shapes (no key more, none less)", () => {
    for (const gender of ["male", "female", "not_specified"] as const) {
      expect(userShape.parse(toUserDTO(userRow("u1", gender)))).toEqual(toUserDTO(userRow("u1", gender)));
    }
    const doctor = toDoctorDTO(doctorRow, { "2025-03-10": ["10:00 AM"] });
    expect(doctorShape.parse(doctor)).toEqual(doctor);
    const publicDoctor = toPublicDoctorDTO(doctorRow, { "2025-03-10": ["10:00 AM"] });
    expect(publicDoctorShape.parse(publicDoctor)).toEqual(publicDoctor);
    const appointment = toAppointmentDTO(
      {
        id: "a1",
        patientId: "u1",
        doctorId: "d1",
        startsAt: new Date("2025-03-10T09:30:00.000Z"),
        endsAt: new Date("2025-03-10T10:00:00.000Z"),
        videoUrl: null,
        visitType: { id: "consultation", name: "Consultation", mode: "in_person" },
        status: "pending",
        amount: 50,
        reason: "",
        cancelledAt: null,
        completedAt: null,
        createdAt: new Date("2025-03-01T08:00:00.000Z"),
        bookedByRole: null,
        bookedBy: null,
        patient: userRow("u1", "female"),
        doctor: doctorRow,
      },
      "UTC",
    );
    expect(appointmentShape.parse(appointment)).toEqual(appointment);
    // Booked before who booked was recorded: the patient did (issue 26).
    expect(appointment.bookedBy).toEqual({ _id: "u1", name: "User u1", role: "patient" });
  });

  it("show a doctor publicly without the account's private fields, the full shape only adding them", () => {
    const row = { ...doctorRow, videoUrl: "https://meet.example/dr-room", user: { ...doctorRow.user, email: "dr.private@example.test", phone: "+1 555 0199", address: "1 Clinic Way" } };
    const pub = toPublicDoctorDTO(row);
    expect(pub.user).toEqual({ _id: "u-doc", name: "User u-doc", image: "/images/default-avatar.svg", address: "1 Clinic Way" });
    expect(JSON.stringify(pub)).not.toMatch(/dr\.private|555 0199|"dob"|"gender"|"role"/);
    // Keys that clients read stay where they were.
    expect(Object.keys(pub)).toEqual(["_id", "user", "name", "image", "speciality", "degree", "experience", "about", "fees", "available", "archived", "slots_booked"]);
    const full = toDoctorDTO(row);
    // The full shape adds the account and the doctor's own video room (issue 24), nothing else.
    const { videoUrl, ...rest } = full;
    expect(videoUrl).toBe("https://meet.example/dr-room");
    expect({ ...rest, user: pub.user }).toEqual(pub);
    expect(JSON.stringify(pub)).not.toContain("meet.example");
    expect(full.user).toMatchObject({ email: "dr.private@example.test", phone: "+1 555 0199", role: "doctor" });
    // The physician JSON-LD of the public profile page carries no account field either.
    const ld = JSON.stringify(physicianJsonLd(pub, "https://clinic.example/appointment/d1", "https://clinic.example"));
    expect(ld).toContain("1 Clinic Way");
    expect(ld).not.toMatch(/dr\.private|555 0199/);
  });

  it("keep the contact message type in step with its schema", () => {
    // lib/clinic/contact.ts still writes its DTO type by hand; this fails to compile (npm run typecheck) if they part.
    expectTypeOf<ContactMessageDTO>().toEqualTypeOf<z.output<typeof contactMessageShape>>();
  });
});
