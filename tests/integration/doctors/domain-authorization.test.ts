// The doctor operations decide who may use them themselves, whatever calls
// them: a route or an action that forgot its role list still could not let a
// patient manage doctors. Called here straight, with each kind of actor.
import { beforeAll, describe, expect, it } from "vitest";
import { createDoctor, createUser, snapshot } from "@/tests/helpers/factories";
import { findActor, type Actor } from "@/lib/accounts/users";
import { addDoctor, ADMINS_ONLY, editDoctor, setAvailability } from "@/lib/doctors/admin";
import { removeDoctor } from "@/lib/appointments/doctor-removal";
import { DOCTORS_ONLY, updateOwnDoctorProfile } from "@/lib/doctors/profile";
import { getDoctor, listDoctors, listDoctorsForAdmin } from "@/lib/doctors/queries";
import { addDoctorSchema, doctorProfileSchema, editDoctorSchema } from "@/lib/doctors/doctor-schema";

let patient: Actor, doctor: Actor, admin: Actor;
let target: Awaited<ReturnType<typeof createDoctor>>;

const actorOf = async (id: string) => (await findActor(id, 0))!;

beforeAll(async () => {
  patient = await actorOf((await createUser()).id);
  doctor = await actorOf((await createDoctor()).user.id);
  admin = await actorOf((await createUser({ role: "admin" })).id);
  target = await createDoctor();
});

const doctorFields = { speciality: "Dermatologist", experience: "1 Year", fees: "20", degree: "MBBS", about: "Hi." };
const newDoctor = () =>
  addDoctorSchema.parse({ ...doctorFields, name: "Dr. Added", email: `d${Math.random()}@example.test`, password: "doctor-pass", phone: "1", address: "Street" });
const edits = () => editDoctorSchema.parse({ ...doctorFields, name: "Dr. Edited", email: target.user.email, phone: "1", address: "Street" });

const ADMIN_OPERATIONS: [string, (actor: Actor) => Promise<unknown>][] = [
  ["addDoctor", (actor) => addDoctor(actor, newDoctor())],
  ["editDoctor", (actor) => editDoctor(actor, target.doctor.id, edits())],
  ["setAvailability", (actor) => setAvailability(actor, target.doctor.id, false)],
  ["removeDoctor", (actor) => removeDoctor(actor, target.doctor.id)],
];

describe("the admin's doctor operations", () => {
  it.each(ADMIN_OPERATIONS)("%s refuses patients and doctors and writes nothing", async (_name, operation) => {
    const before = await snapshot();
    for (const actor of [patient, doctor]) {
      await expect(operation(actor)).rejects.toMatchObject({ kind: "forbidden", message: ADMINS_ONLY });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("are open to admins", async () => {
    await expect(addDoctor(admin, newDoctor())).resolves.toMatchObject({ name: "Dr. Added" });
    await expect(editDoctor(admin, target.doctor.id, edits())).resolves.toMatchObject({ name: "Dr. Edited" });
    await expect(setAvailability(admin, target.doctor.id, false)).resolves.toMatchObject({ available: false });
    await expect(removeDoctor(admin, target.doctor.id)).resolves.toEqual({ outcome: "deleted", name: "Dr. Edited" });
  });
});

describe("a doctor's own profile", () => {
  const profile = () => doctorProfileSchema.parse({ ...doctorFields, name: "Dr. Myself" });

  it("is for doctors only, not patients or admins, and writes nothing for them", async () => {
    const before = await snapshot();
    for (const actor of [patient, admin]) {
      await expect(updateOwnDoctorProfile(actor, profile())).rejects.toMatchObject({ kind: "forbidden", message: DOCTORS_ONLY });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("changes only the signed-in doctor's own profile", async () => {
    const updated = await updateOwnDoctorProfile(doctor, profile());
    expect(updated.user._id).toBe(doctor.id);
    expect(updated.name).toBe("Dr. Myself");
  });
});

describe("reading doctors", () => {
  it("the admin's listing (with every doctor's account) refuses patients and doctors", async () => {
    for (const actor of [patient, doctor]) await expect(listDoctorsForAdmin(actor)).rejects.toMatchObject({ kind: "forbidden" });
    const { items } = await listDoctorsForAdmin(admin);
    expect(items.find((d) => d.user._id === doctor.id)?.user).toMatchObject({ email: doctor.email });
  });

  it("the public listing and profile, which the pages render, carry no account fields", async () => {
    const { items } = await listDoctors();
    const mine = items.find((d) => d.user._id === doctor.id)!;
    expect(Object.keys(mine.user).sort()).toEqual(["_id", "address", "image", "name"]);
    expect(Object.keys((await getDoctor(mine._id)).user).sort()).toEqual(["_id", "address", "image", "name"]);
    expect(JSON.stringify(items)).not.toContain(doctor.email);
  });
});
