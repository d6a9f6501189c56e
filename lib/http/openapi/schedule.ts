// The OpenAPI operations of weekly hours, time off and the doctor's calendar subscription link (lib/schedule).
// Assembled with the other domains' in lib/http/openapi.ts.
import { z } from "zod";
import { appointmentShape, timeOffConflictShape } from "@/lib/appointments/shapes";
import { scheduleRequestSchema, timeOffSchema } from "@/lib/schedule/schedule-schema";
import { scheduleShape, timeOffShape } from "@/lib/schedule/shapes";
import { message, type Operation } from "@/lib/http/openapi/operation";

const calendarLinks = {
  url: z.string().describe("The feed's address (https), for a calendar app's \"subscribe from URL\"; private to the doctor"),
  webcalUrl: z.string().describe("The same address with the webcal:// scheme, which opens the device's calendar app"),
};

export const scheduleOperations: Operation[] = [
  {
    method: "get", path: "/api/doctor/schedule", tag: "schedules", summary: "The caller's weekly hours (the default, every day 10:00-21:00, until set)",
    auth: ["doctor"], result: { schedule: scheduleShape },
  },
  {
    method: "put", path: "/api/doctor/schedule", tag: "schedules",
    summary: "Replace the caller's weekly hours (intervals on the half hour, in order, not overlapping); booked appointments stay",
    auth: ["doctor"], body: { kind: "json", schema: scheduleRequestSchema }, result: { schedule: scheduleShape },
  },
  {
    method: "get", path: "/api/doctor/time-off", tag: "schedules", summary: "The caller's time off that has not ended, soonest first",
    auth: ["doctor"], result: { timeOff: z.array(timeOffShape) },
  },
  {
    method: "post", path: "/api/doctor/time-off", tag: "schedules",
    summary: "Add time off; open appointments inside are a 409 listing them, or cancelled with cancelAffected: true",
    auth: ["doctor"], body: { kind: "json", schema: timeOffSchema }, status: 201,
    result: { message, timeOff: timeOffShape, cancelled: z.array(appointmentShape) }, errors: [409], failures: { 409: timeOffConflictShape },
  },
  {
    method: "delete", path: "/api/doctor/time-off/{id}", tag: "schedules", summary: "Remove one of the caller's time off",
    auth: ["doctor"], result: { message, timeOff: timeOffShape },
  },
  {
    method: "get", path: "/api/doctor/calendar-feed", tag: "schedules",
    summary: "The caller's private calendar subscription: the link of an iCalendar feed of their appointments (GET /api/calendar-feed/{token}), and its webcal:// form",
    auth: ["doctor"], result: calendarLinks,
  },
  {
    method: "post", path: "/api/doctor/calendar-feed", tag: "schedules",
    summary: "Reset the caller's calendar link: a new one is returned and the old one stops working (404)",
    auth: ["doctor"], result: { message, ...calendarLinks },
  },
  {
    method: "get", path: "/api/admin/doctor/{id}/schedule", tag: "schedules", summary: "A doctor's weekly hours",
    auth: ["admin"], result: { schedule: scheduleShape },
  },
  {
    method: "put", path: "/api/admin/doctor/{id}/schedule", tag: "schedules", summary: "Replace a doctor's weekly hours",
    auth: ["admin"], body: { kind: "json", schema: scheduleRequestSchema }, result: { schedule: scheduleShape },
  },
  {
    method: "get", path: "/api/admin/doctor/{id}/time-off", tag: "schedules", summary: "A doctor's time off that has not ended",
    auth: ["admin"], result: { timeOff: z.array(timeOffShape) },
  },
  {
    method: "post", path: "/api/admin/doctor/{id}/time-off", tag: "schedules", summary: "Add time off for a doctor (as POST /api/doctor/time-off)",
    auth: ["admin"], body: { kind: "json", schema: timeOffSchema }, status: 201,
    result: { message, timeOff: timeOffShape, cancelled: z.array(appointmentShape) }, errors: [409], failures: { 409: timeOffConflictShape },
  },
  {
    method: "delete", path: "/api/admin/doctor/{id}/time-off/{timeOffId}", tag: "schedules", summary: "Remove a doctor's time off",
    auth: ["admin"], result: { message, timeOff: timeOffShape },
  },
];
