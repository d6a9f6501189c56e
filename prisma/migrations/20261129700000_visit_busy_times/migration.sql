-- What a visit holds of its doctor's time, as the schedule counts it (issue 42 item 3: the
-- schedule defines what holds a time; a domain reads no table of a domain after it in the lint
-- order). An open visit (any status but cancelled) holds its doctor from its start to its end
-- plus its buffer: the same rows and the same span as the exclusion constraint
-- "appointments_no_doctor_overlap". The schedule (lib/schedule/read.ts) reads visits' busy time
-- through this view, never the appointments table; the appointments domain owns the rows.
CREATE VIEW "visit_busy_times" AS
  SELECT "id", "doctor_id", "starts_at", "ends_at", appointment_busy_until("ends_at", "buffer_minutes") AS "busy_until"
    FROM "appointments"
   WHERE "status" <> 'cancelled';
