import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { appointmentShape, contactMessageShape, doctorShape, userShape } from "@/lib/api/schemas";
import { toAppointmentDTO, toDoctorDTO, toUserDTO } from "@/lib/serialize";
import type { ContactMessageDTO } from "@/lib/contact";

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
    const appointment = toAppointmentDTO(
      {
        id: "a1",
        patientId: "u1",
        doctorId: "d1",
        startsAt: new Date("2025-03-10T09:30:00.000Z"),
        status: "pending",
        amount: 50,
        reason: "",
        cancelledAt: null,
        completedAt: null,
        patient: userRow("u1", "female"),
        doctor: doctorRow,
      },
      "UTC",
    );
    expect(appointmentShape.parse(appointment)).toEqual(appointment);
  });

  it("keep the contact message type in step with its schema", () => {
    // lib/contact.ts still writes its DTO type by hand; this fails to compile (npm run typecheck) if they part.
    expectTypeOf<ContactMessageDTO>().toEqualTypeOf<z.output<typeof contactMessageShape>>();
  });
});
