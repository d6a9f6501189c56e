// Demo data for CareSlot: an admin, 16 doctors (2 per speciality), 9 patients,
// two visit types besides SPEC's Consultation, a history of appointments around
// today and a few contact messages.
//
//   DATABASE_URL=... npx tsx prisma/seed.ts      (or: npm run db:seed)
//
// Idempotent: users are upserted by email (passwords re-hashed only when they
// no longer match), doctor profiles by user, contact messages by fixed id, and
// appointments are created only while the demo patients have none at all, so
// running it again leaves the same data. Appointment times are relative to
// "now" in the clinic's time zone and always start on the half-hour grid.
//
// Portraits live in public/images/doctors/ (scripts/make-portraits.mjs).
import { hashPassword, verifyPassword } from "@/lib/accounts/password-hash";
import { addDays, clinicDateOf, clinicTimeZone, instantAt, type ClinicDate } from "@/lib/clinic-time";
import { prisma } from "@/lib/db";
import { encryptSecret } from "@/lib/accounts/two-factor-secret";
import type { AppointmentStatus, Gender, Role } from "@/lib/generated/prisma/enums";
import { SLOT_GRID, SLOT_MINUTES } from "@/lib/schedule/slots";
import { SPECIALITIES, type Speciality } from "@/lib/clinic/specialities";
import { newMeetingUrl } from "@/lib/visit-types/video";
import { seriesRule } from "@/lib/appointments/series/expand";
import type { Locale } from "@/lib/i18n/locales";
import { toQuestionnaireItem, type Question } from "@/lib/visit-types/questions";
import type { Prisma } from "@/lib/generated/prisma/client";

// ---------------------------------------------------------------------------
// Data tables
// ---------------------------------------------------------------------------

const ADMIN = { email: "admin@example.com", password: "admin1234", name: "Clinic Admin" };
/** The front desk (issue 26): books, moves, cancels and checks in for every doctor at /desk. */
const DESK = { email: "desk@example.com", password: "desk1234", name: "Anna Lopez" };
/** A second front desk with an authenticator app already on (issue 44): try the second step with this key. */
const DESK2 = { email: "desk2@example.com", password: "desk1234", name: "Omar Haddad" };
const DESK2_TOTP_KEY = "JBSWY3DPEHPK3PXP";

const DOCTOR_PASSWORD = "doctor1234";
const PATIENT_PASSWORD = "patient1234";

type DoctorSeed = {
  name: string;
  /** Defaults to <firstname>.<lastname>@careslot.example */
  email?: string;
  gender: Gender;
  speciality: Speciality;
  degree: string;
  experience: string;
  fees: number;
  phone: string;
  address: string;
  about: string;
  /** File name in public/images/doctors/ (without .svg). */
  image: string;
  available?: boolean;
};

// The first eight cover every speciality, so the "Top Doctors" list (oldest
// first) shows a varied selection.
const DOCTORS: DoctorSeed[] = [
  {
    name: "Dr. Richard James",
    email: "doctor@example.com",
    gender: "male",
    speciality: "General Physician",
    degree: "MBBS, MD (Internal Medicine)",
    experience: "12 Years",
    fees: 50,
    phone: "(212) 555-0110",
    address: "Ground Floor, Room 012, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. James is a general physician with a strong focus on preventive care and the long-term management of chronic conditions such as hypertension and diabetes. He takes time to explain every diagnosis and treatment plan in plain language. Patients value his calm, thorough approach to annual check-ups.",
    image: "richard-james",
  },
  {
    name: "Dr. Sarah Patel",
    gender: "female",
    speciality: "Cardiologist",
    degree: "MBBS, MD, DM Cardiology",
    experience: "10 Years",
    fees: 120,
    phone: "(212) 555-0121",
    address: "2nd Floor, Room 204, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Patel specialises in preventive cardiology, heart-rhythm disorders and the care of patients after a heart attack. She combines modern diagnostics such as echocardiography and stress testing with practical lifestyle advice. Her goal is to keep her patients' hearts healthy for the long run.",
    image: "sarah-patel",
  },
  {
    name: "Dr. Christopher Lee",
    gender: "male",
    speciality: "Neurologist",
    degree: "MBBS, MD, DM Neurology",
    experience: "8 Years",
    fees: 110,
    phone: "(212) 555-0131",
    address: "3rd Floor, Room 305, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Lee diagnoses and treats disorders of the brain, spine and nerves, with a special interest in migraine and epilepsy. He believes in careful listening and clear explanations, and works closely with each patient on a treatment plan that fits their daily life.",
    image: "christopher-lee",
  },
  {
    name: "Dr. Olivia Bennett",
    gender: "female",
    speciality: "Pediatrician",
    degree: "MBBS, MD (Pediatrics)",
    experience: "6 Years",
    fees: 60,
    phone: "(212) 555-0141",
    address: "1st Floor, Room 118, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Bennett cares for children from newborns to teenagers, covering vaccinations, growth checks and common childhood illnesses. Her gentle manner helps even the most anxious children feel at ease. She also supports parents with practical advice on nutrition and sleep.",
    image: "olivia-bennett",
  },
  {
    name: "Dr. Priya Sharma",
    gender: "female",
    speciality: "Ophthalmologist",
    degree: "MBBS, MS (Ophthalmology)",
    experience: "7 Years",
    fees: 80,
    phone: "(212) 555-0151",
    address: "2nd Floor, Room 221, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Sharma provides comprehensive eye examinations and treats conditions such as cataract, glaucoma and dry eye. She has a particular interest in diabetic eye disease and its early detection. Her consultations include a clear explanation of every test result.",
    image: "priya-sharma",
  },
  {
    name: "Dr. Marcus Johnson",
    gender: "male",
    speciality: "Orthopedic",
    degree: "MBBS, MS (Orthopaedics)",
    experience: "11 Years",
    fees: 100,
    phone: "(212) 555-0161",
    address: "1st Floor, Room 132, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Johnson treats bone, joint and muscle problems, from sports injuries to arthritis and back pain. A former college athlete, he favours conservative treatment and rehabilitation whenever possible. He works closely with physiotherapists to get patients moving again.",
    image: "marcus-johnson",
  },
  {
    name: "Dr. Sophia Nguyen",
    gender: "female",
    speciality: "Dermatologist",
    degree: "MBBS, MD (Dermatology)",
    experience: "5 Years",
    fees: 70,
    phone: "(212) 555-0171",
    address: "3rd Floor, Room 312, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Nguyen treats skin, hair and nail conditions including acne, eczema and psoriasis. She also performs mole checks and skin-cancer screening. She is known for evidence-based treatment plans and simple, sustainable skincare routines.",
    image: "sophia-nguyen",
  },
  {
    name: "Dr. Zoe Kelly",
    gender: "female",
    speciality: "Gastroenterologist",
    degree: "MBBS, MD, DM Gastroenterology",
    experience: "9 Years",
    fees: 130,
    phone: "(212) 555-0181",
    address: "4th Floor, Room 402, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Kelly specialises in disorders of the digestive system, including reflux, irritable bowel syndrome and liver disease. She performs endoscopic procedures and leads the clinic's nutrition programme. Her patients appreciate her thorough yet reassuring style.",
    image: "zoe-kelly",
  },
  {
    name: "Dr. Emily Larson",
    gender: "female",
    speciality: "General Physician",
    degree: "MBBS",
    experience: "4 Years",
    fees: 40,
    phone: "(212) 555-0112",
    address: "Ground Floor, Room 016, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Larson is a general physician who looks after adults of all ages, from acute infections to routine health screening. She has a special interest in women's health and travel medicine. Her consultations are unhurried and patient-centred.",
    image: "emily-larson",
  },
  {
    name: "Dr. Michael Okafor",
    gender: "male",
    speciality: "Cardiologist",
    degree: "MBBS, DM Cardiology",
    experience: "15 Years",
    fees: 150,
    phone: "(212) 555-0122",
    address: "2nd Floor, Room 208, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Okafor is an interventional cardiologist with extensive experience in coronary artery disease and heart failure. He leads the clinic's hypertension service. He is committed to making complex heart care understandable for every patient.",
    image: "michael-okafor",
  },
  {
    name: "Dr. Aisha Rahman",
    gender: "female",
    speciality: "Neurologist",
    degree: "MBBS, MD, DM Neurology",
    experience: "6 Years",
    fees: 100,
    phone: "(212) 555-0132",
    address: "3rd Floor, Room 309, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Rahman treats headache disorders, sleep problems and memory complaints, and follows patients with Parkinson's disease. She believes good neurology starts with a detailed history. She offers clear, compassionate guidance to patients and their families.",
    image: "aisha-rahman",
  },
  {
    name: "Dr. Carlos Mendoza",
    gender: "male",
    speciality: "Pediatrician",
    degree: "MBBS, DCH",
    experience: "9 Years",
    fees: 55,
    phone: "(212) 555-0142",
    address: "1st Floor, Room 121, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Mendoza is a paediatrician with a special interest in childhood asthma and allergies. He speaks English and Spanish and enjoys making clinic visits fun for young patients. He works with families to build healthy habits from an early age.",
    image: "carlos-mendoza",
  },
  {
    name: "Dr. Thomas Wright",
    gender: "male",
    speciality: "Ophthalmologist",
    degree: "MBBS, MS (Ophthalmology), FRCS",
    experience: "22 Years",
    fees: 140,
    phone: "(212) 555-0152",
    address: "2nd Floor, Room 225, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Wright is a senior eye surgeon who has performed thousands of cataract and retinal procedures. He mentors younger surgeons and has published widely on glaucoma care. He is currently on leave and not taking new bookings.",
    image: "thomas-wright",
    available: false,
  },
  {
    name: "Dr. Hannah Schmidt",
    gender: "female",
    speciality: "Orthopedic",
    degree: "MBBS, MS (Orthopaedics)",
    experience: "5 Years",
    fees: 90,
    phone: "(212) 555-0162",
    address: "1st Floor, Room 136, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Schmidt focuses on knee and shoulder problems, including ligament injuries and early osteoarthritis. She is a keen runner and understands how much mobility means to her patients. Her treatment plans combine targeted exercise with minimally invasive options.",
    image: "hannah-schmidt",
  },
  {
    name: "Dr. Jeffrey King",
    gender: "male",
    speciality: "Dermatologist",
    degree: "MBBS, MD (Dermatology)",
    experience: "13 Years",
    fees: 85,
    phone: "(212) 555-0172",
    address: "3rd Floor, Room 316, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. King has broad experience in medical dermatology, with particular expertise in chronic skin conditions and allergic reactions. He runs the clinic's patch-testing service. He takes a practical, no-nonsense approach that patients find reassuring.",
    image: "jeffrey-king",
  },
  {
    name: "Dr. Ryan Martinez",
    gender: "male",
    speciality: "Gastroenterologist",
    degree: "MBBS, DM Gastroenterology",
    experience: "7 Years",
    fees: 115,
    phone: "(212) 555-0182",
    address: "4th Floor, Room 406, CareSlot Medical Centre, 120 Riverside Avenue",
    about:
      "Dr. Martinez treats conditions of the stomach, bowel and liver, with a special interest in inflammatory bowel disease. He performs diagnostic and therapeutic endoscopy. He values shared decision-making and takes time to discuss every option.",
    image: "ryan-martinez",
  },
];

type PatientSeed = { name: string; email: string; phone: string; address: string; dob: string; gender: Gender; locale?: Locale };

const DEMO_PATIENT_EMAIL = "patient@example.com";

const PATIENTS: PatientSeed[] = [
  { name: "Alex Morgan", email: DEMO_PATIENT_EMAIL, phone: "(212) 555-0190", address: "48 Maple Street, Apt 3B, Springfield", dob: "1990-04-12", gender: "male" },
  { name: "Maya Thompson", email: "maya.thompson@example.com", phone: "(212) 555-0191", address: "15 Oak Lane, Springfield", dob: "1985-09-23", gender: "female" },
  { name: "Liam O'Connor", email: "liam.oconnor@example.com", phone: "(212) 555-0192", address: "302 Harbor View Road, Springfield", dob: "1978-01-30", gender: "male" },
  // Issue 29: three patients read another language best (their emails come in it); SPEC's demo accounts keep none.
  { name: "Fatima Ali", email: "fatima.ali@example.com", phone: "(212) 555-0193", address: "9 Cedar Court, Springfield", dob: "1995-06-05", gender: "female", locale: "ar" },
  { name: "Noah Williams", email: "noah.williams@example.com", phone: "(212) 555-0194", address: "77 Birch Avenue, Springfield", dob: "2012-11-17", gender: "male" },
  { name: "Chloe Dubois", email: "chloe.dubois@example.com", phone: "(212) 555-0195", address: "210 Elm Street, Unit 5, Springfield", dob: "1988-03-08", gender: "female", locale: "fr" },
  { name: "Ethan Brooks", email: "ethan.brooks@example.com", phone: "", address: "5 Willow Way, Springfield", dob: "1964-07-21", gender: "male" },
  { name: "Grace Chen", email: "grace.chen@example.com", phone: "(212) 555-0197", address: "61 Pine Ridge Drive, Springfield", dob: "1999-12-02", gender: "female" },
  { name: "Sam Rivera", email: "sam.rivera@example.com", phone: "(212) 555-0198", address: "", dob: "", gender: "not_specified", locale: "es" },
];

const REASONS: Record<Speciality, string[]> = {
  "General Physician": ["Annual check-up", "Persistent headache", "Fever and sore throat", "Blood pressure review", "Fatigue and low energy", "Follow-up on blood test results"],
  Cardiologist: ["Chest tightness after exercise", "Palpitations", "High blood pressure follow-up", "Shortness of breath", "ECG review"],
  Neurologist: ["Recurring migraines", "Numbness in the left hand", "Dizziness spells", "Trouble sleeping", "Memory concerns"],
  Pediatrician: ["Vaccination visit", "Child with persistent cough", "Growth check", "Ear infection", "Skin rash in toddler"],
  Ophthalmologist: ["Blurred vision when reading", "Dry, itchy eyes", "Eye pressure check", "New glasses prescription", "Red eye"],
  Orthopedic: ["Knee pain after running", "Lower back pain", "Shoulder stiffness", "Sprained ankle follow-up", "Wrist pain"],
  Dermatologist: ["Skin rash on forearm", "Acne treatment", "Mole check", "Eczema flare-up", "Hair loss"],
  Gastroenterologist: ["Acid reflux", "Stomach pain after meals", "Irregular bowel habits", "Bloating", "Liver function follow-up"],
};

// Alex Morgan's own history (days relative to today, minutes of day on the grid).
type ScriptedAppointment = { doctorEmail: string; day: number; minutes: number; status: AppointmentStatus; reason: string; cancelledBy?: CancelledBy };
type CancelledBy = "patient" | "doctor" | "admin";

const DEMO_PATIENT_HISTORY: ScriptedAppointment[] = [
  { doctorEmail: "doctor@example.com", day: -45, minutes: 11 * 60, status: "completed", reason: "Annual check-up" },
  { doctorEmail: "sarah.patel@careslot.example", day: -20, minutes: 16 * 60 + 30, status: "completed", reason: "Chest tightness after exercise" },
  { doctorEmail: "doctor@example.com", day: -12, minutes: 10 * 60 + 30, status: "completed", reason: "Blood pressure review" },
  { doctorEmail: "sophia.nguyen@careslot.example", day: -8, minutes: 14 * 60, status: "cancelled", reason: "Skin rash on forearm", cancelledBy: "patient" },
  { doctorEmail: "priya.sharma@careslot.example", day: 2, minutes: 11 * 60 + 30, status: "pending", reason: "Blurred vision when reading" },
  { doctorEmail: "doctor@example.com", day: 4, minutes: 17 * 60, status: "pending", reason: "Follow-up on blood test results" },
];

const CONTACT_MESSAGES = [
  { id: "seed-contact-1", daysAgo: 6, name: "Laura Fischer", email: "laura.fischer@example.com", subject: "Parking at the clinic", message: "Hello, is there patient parking available at the Riverside Avenue building, and is it free for appointments under an hour? Thank you!" },
  { id: "seed-contact-2", daysAgo: 3, name: "Daniel Osei", email: "daniel.osei@example.com", subject: "Insurance question", message: "Do your cardiologists accept BlueShield PPO plans? I would like to book a consultation with Dr. Okafor but want to check coverage first." },
  { id: "seed-contact-3", daysAgo: 1, name: "Mei Tanaka", email: "mei.tanaka@example.com", subject: "Booking for my son", message: "Can I book a paediatric appointment for my 6-year-old son from my own account, or does he need a separate account?" },
];

// History generated for every doctor (deterministic, see `random`).
const HISTORY_DAYS = 60;
const PAST_PER_DOCTOR = [4, 7]; // inclusive range
const UPCOMING_PER_DOCTOR = [1, 3];
const UPCOMING_DAYS = 6;
const CANCELLED_SHARE = 0.2;
const RANDOM_SEED = 20_240_611;

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** mulberry32: a tiny deterministic PRNG, so the generated history is stable. */
function makeRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, int, pick };
}

const random = makeRandom(RANDOM_SEED);

function doctorEmail(d: DoctorSeed): string {
  if (d.email) return d.email;
  const [first, ...rest] = d.name.replace(/^Dr\.\s+/, "").split(" ");
  return `${first}.${rest.join("")}@careslot.example`.toLowerCase();
}

function toDate(iso: string): Date | null {
  return iso ? new Date(`${iso}T00:00:00Z`) : null;
}

type SeedUser = {
  email: string;
  password: string;
  name: string;
  role: Role;
  phone?: string;
  address?: string;
  dob?: Date | null;
  gender?: Gender;
  image?: string;
  locale?: Locale;
};

/** Creates or restores a user by email; keeps the existing hash when the password still matches. */
async function upsertUser(u: SeedUser): Promise<string> {
  const profile = {
    name: u.name,
    role: u.role,
    phone: u.phone ?? "",
    address: u.address ?? "",
    dob: u.dob ?? null,
    gender: u.gender ?? "not_specified",
    image: u.image ?? "",
    locale: u.locale ?? null,
    archivedAt: null,
  };
  const existing = await prisma.user.findUnique({ where: { email: u.email }, select: { id: true, passwordHash: true } });
  if (!existing) {
    const created = await prisma.user.create({ data: { email: u.email, passwordHash: await hashPassword(u.password), ...profile }, select: { id: true } });
    return created.id;
  }
  const passwordOk = existing.passwordHash !== null && (await verifyPassword(existing.passwordHash, u.password));
  await prisma.user.update({
    where: { id: existing.id },
    data: { ...profile, ...(passwordOk ? {} : { passwordHash: await hashPassword(u.password) }) },
  });
  return existing.id;
}

type SeededDoctor = { id: string; userId: string; email: string; fees: number; speciality: Speciality; available: boolean };

async function seedDoctor(d: DoctorSeed): Promise<SeededDoctor> {
  const email = doctorEmail(d);
  const userId = await upsertUser({
    email,
    password: DOCTOR_PASSWORD,
    name: d.name,
    role: "doctor",
    phone: d.phone,
    address: d.address,
    gender: d.gender,
    image: `/images/doctors/${d.image}.svg`,
  });
  const profile = {
    speciality: d.speciality,
    degree: d.degree,
    experience: d.experience,
    about: d.about,
    fees: d.fees,
    available: d.available ?? true,
    archivedAt: null,
  };
  const doctor = await prisma.doctor.upsert({ where: { userId }, create: { userId, ...profile }, update: profile, select: { id: true } });
  return { id: doctor.id, userId, email, fees: d.fees, speciality: d.speciality, available: profile.available };
}

type SeededPatient = { id: string; email: string };

/**
 * Patients the front desk made from phone calls (issue 26): a name and a phone, no email and no
 * password (they get no emails and cannot sign in). One has an email and awaits an invitation.
 */
const DESK_RECORDS: { name: string; phone: string; dob: string; gender: Gender; email?: string }[] = [
  { name: "Dorothy Evans", phone: "(212) 555-0170", dob: "1941-07-19", gender: "female" },
  { name: "José Álvarez", phone: "(212) 555-0171", dob: "1956-02-02", gender: "male" },
  { name: "Hiroshi Tanaka", phone: "(212) 555-0172", dob: "1968-10-30", gender: "male" },
  { name: "Grace Okafor", phone: "(212) 555-0173", dob: "1979-05-14", gender: "female", email: "grace.okafor@example.com" },
];

/**
 * A family (issue 26): Maya Thompson's son, on her "My family" (not patient@example.com, whose
 * journeys stay as SPEC.md describes them). Idempotent by guardian and name.
 */
async function seedFamily(): Promise<void> {
  const maya = await prisma.user.findUnique({ where: { email: "maya.thompson@example.com" }, select: { id: true } });
  if (!maya) return;
  const data = { name: "Leo Thompson", dob: toDate("2017-03-14"), gender: "male" as const, relationship: "child", role: "patient" as const, guardianId: maya.id, createdById: maya.id };
  const existing = await prisma.user.findFirst({ where: { guardianId: maya.id, name: data.name }, select: { id: true } });
  if (existing) await prisma.user.update({ where: { id: existing.id }, data: { ...data, archivedAt: null } });
  else await prisma.user.create({ data });
}

/**
 * Idempotent by phone: a desk record is found again by its phone number. Each has its history's
 * first line, "Record created by the front desk, Anna Lopez" (issue 26 item 5), written once.
 */
async function seedDeskRecords(deskId: string): Promise<void> {
  for (const r of DESK_RECORDS) {
    const data = { name: r.name, phone: r.phone, dob: toDate(r.dob), gender: r.gender, email: r.email ?? null, role: "patient" as const, createdById: deskId };
    const existing = await prisma.user.findFirst({ where: { phone: r.phone, role: "patient", passwordHash: null }, select: { id: true } });
    const id = existing ? (await prisma.user.update({ where: { id: existing.id }, data })).id : (await prisma.user.create({ data: { ...data, passwordHash: null } })).id;
    const made = await prisma.patientRecordChange.count({ where: { patientId: id, action: "created" } });
    if (!made) await prisma.patientRecordChange.create({ data: { patientId: id, actorId: deskId, actorRole: "receptionist", action: "created" } });
  }
}

/**
 * The waitlist (issue 27): three patients wait for Dr. Thomas Wright's mornings 20 to 40 days
 * ahead, beyond the booking horizon, so no free time is held for them while the demo runs (a day
 * enters the horizon only three weeks on): the desk's Waitlist screen shows his list in order,
 * Maya Thompson's My Appointments her entry. Written once per patient and doctor.
 */
async function seedWaitlist(doctors: SeededDoctor[], deskId: string): Promise<void> {
  const doctorId = doctors[DOCTORS.findIndex((d) => d.name === "Dr. Thomas Wright")]?.id;
  if (!doctorId) return;
  const tz = clinicTimeZone();
  const today = clinicDateOf(new Date(), tz);
  const who = [
    { where: { email: "maya.thompson@example.com" }, by: null, parts: ["morning"] },
    { where: { phone: "(212) 555-0172", passwordHash: null }, by: deskId, parts: [] },
    { where: { email: "grace.okafor@example.com" }, by: deskId, parts: ["morning", "afternoon"] },
  ];
  for (const [i, w] of who.entries()) {
    const patient = await prisma.user.findFirst({ where: { ...w.where, role: "patient" }, select: { id: true } });
    if (!patient) continue;
    if (await prisma.waitlistEntry.count({ where: { patientId: patient.id, doctorId } })) continue;
    await prisma.waitlistEntry.create({
      data: {
        patientId: patient.id,
        doctorId,
        fromDate: new Date(`${addDays(today, 20)}T00:00:00Z`),
        toDate: new Date(`${addDays(today, 40)}T00:00:00Z`),
        partsOfDay: w.parts,
        createdById: w.by ?? patient.id,
        // In this order in his line.
        createdAt: new Date(Date.now() - (3 - i) * 3600_000),
        lineAt: new Date(Date.now() - (3 - i) * 3600_000),
      },
    });
  }
}

async function seedPatient(p: PatientSeed): Promise<SeededPatient> {
  const id = await upsertUser({ ...p, password: PATIENT_PASSWORD, role: "patient", dob: toDate(p.dob) });
  return { id, email: p.email };
}

// ---------------------------------------------------------------------------
// Visit types (issue 24)
// ---------------------------------------------------------------------------

// Offered by some named doctors, never by every doctor and never by the SPEC demo doctor
// (doctor@example.com), whose only type stays the Consultation every doctor offers: SPEC's demo
// journeys (booking Dr. Richard James) look as SPEC describes. Created once by fixed id, never
// overwritten, so an admin's edits survive a re-seed.
const VISIT_TYPES = [
  {
    id: "seed-new-patient-visit",
    name: "New patient visit",
    description: "A first, longer visit: your history, an examination and a plan.",
    durationMinutes: 60,
    price: 150,
    mode: "in_person" as const,
    bufferMinutes: 0,
    position: 1,
    doctors: ["Dr. Sarah Patel", "Dr. Christopher Lee", "Dr. Olivia Bennett"],
  },
  {
    id: "seed-follow-up",
    name: "Follow-up",
    description: "A short video call about results or how a treatment is going.",
    durationMinutes: 15,
    price: 30,
    mode: "video" as const,
    bufferMinutes: 0,
    position: 2,
    doctors: ["Dr. Sarah Patel", "Dr. Priya Sharma", "Dr. Marcus Johnson"],
  },
  {
    // The front desk's example (issue 26): a caller booked into a 45-minute visit.
    id: "seed-extended-consultation",
    name: "Extended consultation",
    description: "Longer time with the doctor for several concerns at once.",
    durationMinutes: 45,
    price: 90,
    mode: "in_person" as const,
    bufferMinutes: 0,
    position: 3,
    doctors: ["Dr. Emily Larson", "Dr. Michael Okafor", "Dr. Thomas Wright"],
  },
];
const FOLLOW_UP = VISIT_TYPES[1];

// Issue 47: the questions the demo's "New patient visit" asks (Questionnaire items, as the admin's
// form stores them). Fixed ids, so the demo's answers and links stay the same across seeds.
const NEW_PATIENT_QUESTIONS: Question[] = [
  { id: "seed-q-reason", text: "What is the reason for your visit?", help: "Your symptoms and since when, in a few words.", kind: "longText", choices: [], required: true },
  { id: "seed-q-medicines", text: "Which medicines do you take now?", help: "", kind: "text", choices: [], required: false },
  { id: "seed-q-allergies", text: "Do you have any allergies?", help: "", kind: "yesNo", choices: [], required: false },
  { id: "seed-q-heard", text: "How did you hear of us?", help: "", kind: "choice", choices: ["A friend or family member", "Another doctor", "Search engine", "Other"], required: false },
];
/**
 * Issue 48: a course of visits. Physiotherapy with Dr. Marcus Johnson (orthopedics; not the SPEC
 * demo doctor) may be booked as a series, and Maya Thompson has one: eight weekly visits at the
 * same time, four done, four to come. Created once (by the type's fixed id and Maya's series).
 */
const PHYSIO = {
  id: "seed-physiotherapy",
  name: "Physiotherapy",
  description: "A physiotherapy session: exercises and manual therapy, usually booked as a weekly course.",
  durationMinutes: 45,
  price: 60,
  mode: "in_person" as const,
  bufferMinutes: 0,
  position: 4,
  seriesAllowed: true,
  seriesMaxCount: 8,
};

async function seedSeries(doctors: SeededDoctor[], deskId: string): Promise<void> {
  const doctor = doctors[DOCTORS.findIndex((d) => d.name === "Dr. Marcus Johnson")];
  const maya = await prisma.user.findFirst({ where: { email: "maya.thompson@example.com", role: "patient" }, select: { id: true } });
  if (!doctor || !maya) return;
  if (!(await prisma.visitType.findUnique({ where: { id: PHYSIO.id }, select: { id: true } }))) {
    await prisma.visitType.create({ data: { ...PHYSIO, allDoctors: false, doctors: { create: [{ doctorId: doctor.id }] } } });
  }
  if (await prisma.appointmentSeries.count({ where: { patientId: maya.id } })) return;
  const tz = clinicTimeZone();
  const first = addDays(clinicDateOf(new Date(), tz), -27);
  const dates = Array.from({ length: 8 }, (_, i) => addDays(first, 7 * i));
  const length = PHYSIO.durationMinutes * MINUTE;
  // The latest start of the day that is free on all eight dates, for her and for the doctor.
  const free = async (minutes: number) => {
    for (const date of dates) {
      const startsAt = instantAt(date, minutes, tz);
      const clash = await prisma.appointment.count({
        where: {
          status: { not: "cancelled" },
          OR: [{ doctorId: doctor.id }, { patientId: maya.id }],
          startsAt: { lt: new Date(startsAt.getTime() + length) },
          endsAt: { gt: startsAt },
        },
      });
      if (clash) return false;
    }
    return true;
  };
  let minutes = -1;
  for (const m of [18 * 60, 17 * 60, 16 * 60, 19 * 60, 15 * 60, 14 * 60]) if (await free(m)) { minutes = m; break; }
  if (minutes < 0) return;
  const rrule = seriesRule({ date: first, minutes }, 1, 8, tz);
  const series = await prisma.appointmentSeries.create({
    data: { rrule, timeZone: tz, doctorId: doctor.id, patientId: maya.id, visitTypeId: PHYSIO.id, createdById: deskId, createdAt: new Date(Date.now() - 30 * DAY) },
  });
  for (const [i, date] of dates.entries()) {
    const startsAt = instantAt(date, minutes, tz);
    const done = i < 4;
    await prisma.appointment.create({
      data: {
        patientId: maya.id,
        doctorId: doctor.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + length),
        visitTypeId: PHYSIO.id,
        status: done ? "completed" : "confirmed",
        amount: PHYSIO.price,
        reason: "Knee rehabilitation",
        bookedById: deskId,
        bookedByRole: "receptionist",
        seriesId: series.id,
        createdAt: series.createdAt,
        ...(done ? { completedAt: new Date(startsAt.getTime() + length), completedById: doctor.userId } : {}),
      },
    });
  }
}

async function seedVisitTypes(doctors: SeededDoctor[]) {
  const byName = new Map(DOCTORS.map((d, i) => [d.name, doctors[i].id]));
  for (const { doctors: names, ...t } of VISIT_TYPES) {
    const questions = (t.id === "seed-new-patient-visit" ? NEW_PATIENT_QUESTIONS.map(toQuestionnaireItem) : []) as Prisma.InputJsonArray;
    const existing = await prisma.visitType.findUnique({ where: { id: t.id }, select: { id: true, questions: true } });
    if (existing) {
      // A demo seeded before issue 47 gets its questions once (a type that has some keeps them).
      const none = Array.isArray(existing.questions) && existing.questions.length === 0;
      if (none && questions.length > 0) await prisma.visitType.update({ where: { id: t.id }, data: { questions } });
      continue;
    }
    await prisma.visitType.create({
      data: { ...t, questions, allDoctors: false, doctors: { create: names.map((n) => ({ doctorId: byName.get(n)! })) } },
    });
  }
}

/** Doctors who offer the demo follow-up (video): some of their other patients' visits become follow-ups. */
const followUpDoctorIds = (doctors: SeededDoctor[]) =>
  new Set(DOCTORS.map((d, i) => (FOLLOW_UP.doctors.includes(d.name) ? doctors[i].id : "")).filter(Boolean));

// ---------------------------------------------------------------------------
// Appointments
// ---------------------------------------------------------------------------

type PlannedAppointment = {
  doctor: SeededDoctor;
  patient: SeededPatient;
  startsAt: Date;
  status: AppointmentStatus;
  reason: string;
  cancelledBy?: CancelledBy;
};

/** Keeps the plan within the unique rules: one active appointment per doctor slot and per patient slot. */
class Schedule {
  readonly planned: PlannedAppointment[] = [];
  private taken = new Set<string>();

  constructor(readonly tz: string) {}

  occupy(who: string, startsAt: Date) {
    this.taken.add(`${who}|${startsAt.getTime()}`);
  }

  isFree(doctor: SeededDoctor, patient: SeededPatient, startsAt: Date): boolean {
    return !this.taken.has(`${doctor.id}|${startsAt.getTime()}`) && !this.taken.has(`${patient.id}|${startsAt.getTime()}`);
  }

  /** Books the first free start among `minutes` on `date`; returns false when none is free. */
  add(a: Omit<PlannedAppointment, "startsAt">, date: ClinicDate, minutes: readonly number[]): boolean {
    for (const m of minutes) {
      const startsAt = instantAt(date, m, this.tz);
      if (!this.isFree(a.doctor, a.patient, startsAt)) continue;
      // Cancelled appointments do not hold the slot, but keeping them apart reads better.
      this.occupy(a.doctor.id, startsAt);
      this.occupy(a.patient.id, startsAt);
      this.planned.push({ ...a, startsAt });
      return true;
    }
    return false;
  }
}

/** The grid starts, the preferred one first, then its neighbours. */
function aroundMinutes(preferred: number): number[] {
  return [...SLOT_GRID].sort((a, b) => Math.abs(a - preferred) - Math.abs(b - preferred));
}

function shuffledGrid(): number[] {
  const grid = [...SLOT_GRID];
  for (let i = grid.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [grid[i], grid[j]] = [grid[j], grid[i]];
  }
  return grid;
}

function planDemoPatient(s: Schedule, today: ClinicDate, alex: SeededPatient, doctors: Map<string, SeededDoctor>) {
  for (const a of DEMO_PATIENT_HISTORY) {
    const doctor = doctors.get(a.doctorEmail);
    if (!doctor) throw new Error(`Unknown doctor ${a.doctorEmail} in DEMO_PATIENT_HISTORY`);
    s.add({ doctor, patient: alex, status: a.status, reason: a.reason, cancelledBy: a.cancelledBy }, addDays(today, a.day), aroundMinutes(a.minutes));
  }
}

/** Today's Schedule of doctor@example.com: some earlier today (done or waiting), some later today. */
function planToday(s: Schedule, now: Date, today: ClinicDate, doctor: SeededDoctor, patients: SeededPatient[]) {
  const starts = SLOT_GRID.map((m) => ({ m, at: instantAt(today, m, s.tz) }));
  const earlier = starts.filter((x) => x.at.getTime() <= now.getTime());
  const later = starts.filter((x) => x.at.getTime() > now.getTime());
  // Up to three earlier: the oldest ones completed, the most recent one still pending.
  const earlierPicks = spread(earlier, 3);
  const picks = [
    ...earlierPicks.map((x, i) => ({ m: x.m, status: (i === earlierPicks.length - 1 ? "pending" : "completed") as AppointmentStatus })),
    ...spread(later, 3).map((x) => ({ m: x.m, status: "pending" as AppointmentStatus })),
  ];
  // A different patient for each entry of the day.
  picks.forEach(({ m, status }, i) => {
    addForAnyPatient(s, { doctor, status, reason: random.pick(REASONS[doctor.speciality]) }, today, m, patients, i);
  });
}

/** Up to `n` items spread evenly over the list. */
function spread<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items;
  return Array.from({ length: n }, (_, i) => items[Math.floor(((i + 0.5) * items.length) / n)]);
}

function addForAnyPatient(
  s: Schedule,
  a: Omit<PlannedAppointment, "startsAt" | "patient">,
  date: ClinicDate,
  minutes: number,
  patients: SeededPatient[],
  start: number,
) {
  for (let i = 0; i < patients.length; i++) {
    if (s.add({ ...a, patient: patients[(start + i) % patients.length] }, date, [minutes])) return;
  }
}

/** A past history and a few upcoming bookings for every doctor, with the other patients. */
function planHistory(s: Schedule, today: ClinicDate, doctors: SeededDoctor[], patients: SeededPatient[]) {
  for (const doctor of doctors) {
    const pastCount = random.int(PAST_PER_DOCTOR[0], PAST_PER_DOCTOR[1]);
    for (let i = 0; i < pastCount; i++) {
      const date = addDays(today, -random.int(1, HISTORY_DAYS));
      const cancelled = random.next() < CANCELLED_SHARE;
      const cancelledBy: CancelledBy = random.pick(["patient", "patient", "patient", "doctor", "admin"] as const);
      s.add(
        {
          doctor,
          patient: random.pick(patients),
          status: cancelled ? "cancelled" : "completed",
          reason: random.pick(REASONS[doctor.speciality]),
          ...(cancelled ? { cancelledBy } : {}),
        },
        date,
        shuffledGrid(),
      );
    }
    if (!doctor.available) continue;
    const upcomingCount = random.int(UPCOMING_PER_DOCTOR[0], UPCOMING_PER_DOCTOR[1]);
    for (let i = 0; i < upcomingCount; i++) {
      const date = addDays(today, random.int(1, UPCOMING_DAYS));
      s.add({ doctor, patient: random.pick(patients), status: "pending", reason: random.pick(REASONS[doctor.speciality]) }, date, shuffledGrid());
    }
  }
}

/**
 * The row for one planned appointment: amount, booking, completion and cancellation times. With a
 * doctor who offers the video follow-up, about a third of other patients' visits are follow-ups
 * (15 minutes, so they fit wherever a consultation was planned); the demo patient's never are.
 */
function toRow(a: PlannedAppointment, now: Date, adminId: string, followUps: Set<string>) {
  const start = a.startsAt.getTime();
  const followUp = followUps.has(a.doctor.id) && a.patient.email !== DEMO_PATIENT_EMAIL && random.next() < 0.35;
  const leadMs = random.int(1, 10) * DAY + random.int(0, 23) * HOUR;
  const createdAt = new Date(Math.min(start - leadMs, now.getTime() - random.int(1, 48) * HOUR));
  const row = {
    patientId: a.patient.id,
    doctorId: a.doctor.id,
    startsAt: a.startsAt,
    endsAt: new Date(start + (followUp ? FOLLOW_UP.durationMinutes : SLOT_MINUTES) * MINUTE),
    visitTypeId: followUp ? FOLLOW_UP.id : "consultation",
    videoUrl: followUp ? newMeetingUrl() : null,
    status: a.status,
    amount: followUp ? FOLLOW_UP.price : a.doctor.fees,
    reason: a.reason,
    createdAt,
    updatedAt: createdAt,
    completedAt: null as Date | null,
    completedById: null as string | null,
    cancelledAt: null as Date | null,
    cancelledById: null as string | null,
  };
  if (a.status === "completed") {
    const end = row.endsAt.getTime() - random.int(0, 5) * MINUTE;
    row.completedAt = new Date(Math.min(end, now.getTime()));
    row.completedById = a.doctor.userId;
    row.updatedAt = row.completedAt;
  } else if (a.status === "cancelled") {
    row.cancelledAt = new Date(Math.min(createdAt.getTime() + (start - createdAt.getTime()) * random.next(), now.getTime()));
    row.cancelledById = a.cancelledBy === "doctor" ? a.doctor.userId : a.cancelledBy === "admin" ? adminId : a.patient.id;
    row.updatedAt = row.cancelledAt;
  }
  return row;
}

async function seedAppointments(doctors: SeededDoctor[], patients: SeededPatient[], adminId: string): Promise<number> {
  const existing = await prisma.appointment.count({ where: { patientId: { in: patients.map((p) => p.id) } } });
  if (existing > 0) return 0;

  const tz = clinicTimeZone();
  const now = new Date();
  now.setSeconds(0, 0);
  const today = clinicDateOf(now, tz);
  const s = new Schedule(tz);

  // Active appointments already in the database (booked by other users) keep their slots.
  const taken = await prisma.appointment.findMany({
    where: { doctorId: { in: doctors.map((d) => d.id) }, status: { not: "cancelled" } },
    select: { doctorId: true, startsAt: true },
  });
  for (const t of taken) s.occupy(t.doctorId, t.startsAt);

  const byEmail = new Map(doctors.map((d) => [d.email, d]));
  const alex = patients.find((p) => p.email === DEMO_PATIENT_EMAIL)!;
  const others = patients.filter((p) => p !== alex);

  planDemoPatient(s, today, alex, byEmail);
  planToday(s, now, today, byEmail.get("doctor@example.com")!, others);
  planHistory(s, today, doctors, others);

  const followUps = followUpDoctorIds(doctors);
  const rows = s.planned.map((a) => toRow(a, now, adminId, followUps)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const { count } = await prisma.appointment.createMany({ data: rows });
  return count;
}

async function seedContactMessages() {
  const now = Date.now();
  for (const { daysAgo, ...m } of CONTACT_MESSAGES) {
    await prisma.contactMessage.upsert({ where: { id: m.id }, create: { ...m, createdAt: new Date(now - daysAgo * DAY) }, update: {} });
  }
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

function checkTables() {
  for (const speciality of SPECIALITIES) {
    const n = DOCTORS.filter((d) => d.speciality === speciality).length;
    if (n < 2) throw new Error(`Seed data: expected at least 2 doctors for ${speciality}, found ${n}`);
  }
}

async function printSummary(created: number) {
  const [admins, doctors, patients, byStatus, messages] = await Promise.all([
    prisma.user.count({ where: { role: "admin" } }),
    prisma.doctor.count(),
    prisma.user.count({ where: { role: "patient" } }),
    prisma.appointment.groupBy({ by: ["status"], _count: { _all: true }, orderBy: { status: "asc" } }),
    prisma.contactMessage.count(),
  ]);
  const statuses = byStatus.map((g) => `${g.status} ${g._count._all}`).join(", ") || "none";
  console.log(`Seed complete (clinic time zone ${clinicTimeZone()}).`);
  console.log(`  users: ${admins} admin, ${doctors} doctors, ${patients} patients`);
  console.log(`  appointments: ${statuses}${created === 0 ? " (already seeded, none added)" : ` (${created} added)`}`);
  console.log(`  contact messages: ${messages}`);
  console.log(`  logins: ${ADMIN.email} / ${ADMIN.password}, ${DESK.email} / ${DESK.password}, ${DESK2.email} / ${DESK2.password} (authenticator key ${DESK2_TOTP_KEY}), doctor@example.com / ${DOCTOR_PASSWORD}, ${DEMO_PATIENT_EMAIL} / ${PATIENT_PASSWORD}`);
}

/**
 * A few events of the audit trail (issue 45) so /admin/audit shows something: the desk opening
 * a record and searching, a visit opened, the admin's settings change. Once: the trail is
 * append-only, so a second seeding adds nothing.
 */
async function seedAuditTrail(adminId: string, deskId: string, doctors: SeededDoctor[], patients: SeededPatient[]): Promise<void> {
  if ((await prisma.auditEvent.count()) > 0) return;
  const browser = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0";
  const desk = { actorId: deskId, actorRole: "receptionist", address: "192.0.2.10", userAgent: browser };
  const admin = { actorId: adminId, actorRole: "admin", address: "192.0.2.20", userAgent: browser };
  const [first, second] = patients;
  const events = [
    { ...admin, action: "sign_in.succeeded", subjectType: "user", subjectId: adminId, details: { step: "password" } },
    { ...desk, action: "sign_in.succeeded", subjectType: "user", subjectId: deskId, details: { step: "password" } },
    { ...desk, action: "day_board.viewed", subjectType: "day", subjectId: null, details: {} },
    { ...desk, action: "patient_search.run", subjectType: "patients", subjectId: null, details: { query: "Tho", results: 1 } },
    { ...desk, action: "patient_record.viewed", subjectType: "user", subjectId: first.id, patientId: first.id, details: {} },
    { ...desk, action: "patient_visits.viewed", subjectType: "user", subjectId: second.id, patientId: second.id, details: { rows: 3 } },
    { ...admin, action: "settings.updated", subjectType: "settings", subjectId: "1", details: { fields: ["cancelCutoffHours"] } },
    { ...admin, action: "hours.updated", subjectType: "doctor", subjectId: doctors[0].id, details: {} },
  ];
  // One transaction each, as the app writes them: each is chained when it commits.
  for (const event of events) await prisma.auditEvent.create({ data: event });
}

/** Issue 46: the demo clinic's state, postal code and country (the FHIR Location's address; Springfield, Illinois). */
async function seedClinicAddress(): Promise<void> {
  const address = { addressRegion: "IL", postalCode: "62701", country: "US" };
  await prisma.clinicSettings.upsert({ where: { id: 1 }, create: { id: 1, ...address }, update: address });
}

async function main() {
  checkTables();
  const adminId = await upsertUser({ ...ADMIN, role: "admin" });
  const deskId = await upsertUser({ ...DESK, role: "receptionist" });
  const desk2Id = await upsertUser({ ...DESK2, role: "receptionist" });
  const encryptedSecret = encryptSecret(DESK2_TOTP_KEY);
  await prisma.totpFactor.upsert({
    where: { userId: desk2Id },
    create: { userId: desk2Id, encryptedSecret, confirmedAt: new Date() },
    update: { encryptedSecret, confirmedAt: new Date() },
  });
  const doctors: SeededDoctor[] = [];
  for (const d of DOCTORS) doctors.push(await seedDoctor(d));
  await seedVisitTypes(doctors);
  const patients: SeededPatient[] = [];
  for (const p of PATIENTS) patients.push(await seedPatient(p));
  await seedDeskRecords(deskId);
  await seedFamily();
  await seedWaitlist(doctors, deskId);
  const created = await seedAppointments(doctors, patients, adminId);
  await seedSeries(doctors, deskId);
  await seedContactMessages();
  await seedClinicAddress();
  await seedAuditTrail(adminId, deskId, doctors, patients);
  await printSummary(created);
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
