// Every kind of email in each of its shapes (audiences, who acted, video,
// dependents, optional lines), with fixed data and context, for the tests that
// render them all (tests/unit/notifications/email-languages.test.ts).
import { render } from "@react-email/render";
import type { AppointmentEmailData } from "@/lib/appointments/emails/appointment";
import type { CancellationEmailData } from "@/lib/appointments/emails/cancellation";
import type { RescheduledEmailData } from "@/lib/appointments/emails/rescheduled";
import type { PasswordLinkData } from "@/lib/accounts/emails/password-link";
import type { WaitlistOfferData } from "@/lib/waitlist/emails/offer";
import type { WelcomeData } from "@/lib/accounts/emails/welcome";
import { TWO_FACTOR_CHANGES, type TwoFactorChangedData } from "@/lib/accounts/emails/two-factor-changed";
import type { EmailKind } from "@/lib/outbox/template";
import type { AppointmentDTO } from "@/lib/appointments/serialize";

export const SITE = "https://clinic.example";
export const TZ = "Europe/Berlin";

const appointment: AppointmentEmailData = {
  appointmentId: "appt-1",
  startsAt: "2026-03-10T09:00:00.000Z",
  endsAt: "2026-03-10T09:30:00.000Z",
  visitType: { name: "Follow-up", durationMinutes: 30, mode: "in_person", named: true },
  status: "pending",
  sequence: 1,
  reason: "Chest pain",
  patient: { name: "Pat Jones", email: "pat@example.test" },
  doctor: { id: "doc-1", name: "Dr. Sarah Patel", email: "sarah@example.test", speciality: "Cardiologist", address: "12 Main St" },
};

const video: AppointmentEmailData = {
  ...appointment,
  visitType: { name: "Video consult", durationMinutes: 30, mode: "video", named: true },
  videoUrl: "https://meet.example/CareSlot-abc",
  reason: "",
  status: "confirmed",
  guardian: { name: "Maria Jones" },
};

/** SPEC's plain appointment: the clinic's one visit type (not named), no reason. */
const plain: AppointmentEmailData = {
  ...appointment,
  visitType: { name: "Consultation", durationMinutes: 30, mode: "in_person", named: false },
  reason: "",
};

const moved = (extra: Pick<RescheduledEmailData, "audience" | "rescheduledBy">, base = appointment): RescheduledEmailData => ({
  ...base,
  ...extra,
  previousStartsAt: "2026-03-09T14:00:00.000Z",
  previousEndsAt: "2026-03-09T14:30:00.000Z",
});

const cancelled = (extra: Pick<CancellationEmailData, "audience" | "cancelledBy" | "cancelReason">, base = appointment): CancellationEmailData => ({
  ...base,
  ...extra,
  status: "cancelled",
  sequence: 2,
});

const link: PasswordLinkData = { name: "Sam Lee", tokenId: "tok-1", token: "secret-token", expiresAt: "2026-03-10T10:37:00.000Z" };

const offer: WaitlistOfferData = {
  name: "Maria Jones",
  forName: "Pat Jones",
  doctorName: "Dr. Sarah Patel",
  visitTypeName: "Follow-up",
  offerId: "offer-1",
  startsAt: "2026-03-12T08:00:00.000Z",
  endsAt: "2026-03-12T08:30:00.000Z",
  expiresAt: "2026-03-10T10:15:00.000Z",
  token: "offer-token",
};

export type EmailCase = { name: string; kind: EmailKind; data: unknown; userId: string | null };

export const EMAIL_CASES: EmailCase[] = [
  { name: "confirmation", kind: "booking_confirmation", data: appointment, userId: "user-pat" },
  { name: "confirmation, plain", kind: "booking_confirmation", data: plain, userId: "user-pat" },
  { name: "confirmation, video, guardian", kind: "booking_confirmation", data: video, userId: "user-maria" },
  { name: "notice", kind: "booking_notice", data: appointment, userId: "user-doc" },
  { name: "notice, video, guardian", kind: "booking_notice", data: video, userId: "user-doc" },
  { name: "cancellation, patient, by doctor", kind: "cancellation", data: cancelled({ audience: "patient", cancelledBy: "doctor", cancelReason: "Doctor unwell" }), userId: "user-pat" },
  { name: "cancellation, patient, by admin", kind: "cancellation", data: cancelled({ audience: "patient", cancelledBy: "admin", cancelReason: "" }, video), userId: "user-maria" },
  { name: "cancellation, patient, by desk", kind: "cancellation", data: cancelled({ audience: "patient", cancelledBy: "receptionist", cancelReason: "" }, plain), userId: "user-pat" },
  { name: "cancellation, doctor, by patient", kind: "cancellation", data: cancelled({ audience: "doctor", cancelledBy: "patient", cancelReason: "Feeling better" }), userId: "user-doc" },
  { name: "cancellation, doctor, by admin", kind: "cancellation", data: cancelled({ audience: "doctor", cancelledBy: "admin", cancelReason: "" }), userId: "user-doc" },
  { name: "moved, patient, by patient", kind: "rescheduled", data: moved({ audience: "patient", rescheduledBy: "patient" }), userId: "user-pat" },
  { name: "moved, patient, by doctor", kind: "rescheduled", data: moved({ audience: "patient", rescheduledBy: "doctor" }, video), userId: "user-maria" },
  { name: "moved, patient, by admin", kind: "rescheduled", data: moved({ audience: "patient", rescheduledBy: "admin" }, plain), userId: "user-pat" },
  { name: "moved, doctor, by patient", kind: "rescheduled", data: moved({ audience: "doctor", rescheduledBy: "patient" }), userId: "user-doc" },
  { name: "moved, doctor, by doctor", kind: "rescheduled", data: moved({ audience: "doctor", rescheduledBy: "doctor" }), userId: "user-doc" },
  { name: "moved, doctor, by desk", kind: "rescheduled", data: moved({ audience: "doctor", rescheduledBy: "receptionist" }), userId: "user-doc" },
  { name: "reminder", kind: "reminder", data: appointment, userId: "user-pat" },
  { name: "reminder, video, guardian", kind: "reminder", data: video, userId: "user-maria" },
  { name: "reminder, no account", kind: "reminder", data: plain, userId: null },
  { name: "welcome, patient", kind: "welcome", data: { name: "Pat Jones", role: "patient" } satisfies WelcomeData, userId: "user-pat" },
  { name: "welcome, doctor", kind: "welcome", data: { name: "Dr. Sarah Patel", role: "doctor" } satisfies WelcomeData, userId: "user-doc" },
  { name: "password reset", kind: "password_reset", data: link, userId: "user-sam" },
  { name: "set password, doctor", kind: "set_password", data: link, userId: "user-sam" },
  { name: "set password, front desk", kind: "set_password", data: { ...link, account: "front desk" } satisfies PasswordLinkData, userId: "user-sam" },
  { name: "set password, patient", kind: "set_password", data: { ...link, account: "patient" } satisfies PasswordLinkData, userId: "user-sam" },
  { name: "waitlist offer, dependent", kind: "waitlist_offer", data: offer, userId: "user-maria" },
  { name: "waitlist offer", kind: "waitlist_offer", data: { ...offer, forName: undefined, visitTypeName: null } satisfies WaitlistOfferData, userId: "user-pat" },
  ...TWO_FACTOR_CHANGES.map((change) => ({
    name: `sign-in security, ${change}`, kind: "two_factor_changed" as const, data: { name: "Sam Lee", change } satisfies TwoFactorChangedData, userId: "user-sam",
  })),
];

export const PLAIN_TEXT = { selectors: ["h1", "h2"].map((selector) => ({ selector, options: { uppercase: false } })) };

export { render };

/** An appointment as the "Add to calendar" download builds its file from. */
export const downloadAppointment: AppointmentDTO = {
  _id: "appt-9",
  userId: "u-pat",
  doctorId: "doc-1",
  user: { _id: "u-pat", name: "Pat Jones", email: "pat@example.test", image: "", phone: "", address: "", gender: "", dob: "", role: "patient" } as unknown as AppointmentDTO["user"],
  doctor: {
    _id: "doc-1",
    user: { _id: "u-doc", name: "Dr. Sarah Patel", email: "sarah@example.test", image: "", phone: "", address: "12 Main St", gender: "", dob: "", role: "doctor" },
    name: "Dr. Sarah Patel", image: "", speciality: "Cardiologist", degree: "MBBS",
    experience: "4 Years", about: "", fees: 1250, available: true, archived: false, slots_booked: {},
  } as unknown as AppointmentDTO["doctor"],
  visitType: { _id: "follow-up", name: "Follow-up", durationMinutes: 15, mode: "video" },
  videoUrl: "https://meet.example/CareSlot-abc",
  endTime: "10:45 AM",
  endsAt: "2025-03-10T09:45:00.000Z",
  date: "2025-03-10",
  time: "10:30 AM",
  startsAt: "2025-03-10T09:30:00.000Z",
  status: "confirmed",
  amount: 1250,
  reason: "Check-up",
  cancelledAt: null,
  cancellationReason: "",
  completedAt: null,
  bookedBy: { _id: "u-pat", name: "Pat Jones", role: "patient" },
  bookedAt: "2025-03-01T08:00:00.000Z",
};
