-- A clinic group at scale, in plain SQL: one INSERT ... SELECT generate_series
-- per table. With the default size (careslot.large_doctors = 10000):
--   10,000 doctors (+ their users), 200,000 patients, 1 admin,
--   2,000,000 appointments over two years (about 700 days back, 27 ahead).
-- Run it through `npm run db:seed:large` (prisma/scripts/seed-large.mjs), which
-- sets the two settings below, skips an already seeded database, and runs
-- VACUUM ANALYZE afterwards. By hand:
--   psql "$DATABASE_URL" -c "SET careslot.clinic_tz = 'Europe/Berlin'" -f prisma/seed-large.sql
-- (SET lasts for the session; psql -c and -f share one session only with
-- `psql -v ON_ERROR_STOP=1 <<< "SET ...; \i prisma/seed-large.sql"`.)
--
-- Everything is deterministic (ids 'd' || n, 'ud' || n, 'p' || n, 'a' || n), so
-- the bench can name doctors and patients without looking them up. Every user
-- shares one precomputed Argon2id hash of the password `careslot1234`
-- (hashing 210,000 passwords one by one would take hours).
--
-- How appointments avoid the two partial unique indexes (one active
-- appointment per doctor+start and per patient+start) by construction:
--   appointment n:  doctor d = n % N,  k = n / N in 0..199 (the doctor's k-th)
--   grid position   pos = k*80 + d%80 in 0..15999 (22 starts a day, 10:00-20:30)
--                   -> distinct per doctor, since k differs and d%80 < 80;
--   era e = k/40, j = k%40, patient = ((d + e*N/5) % N)*20 + j%20
--                   -> a patient sees 5 doctors (one per era), twice each; the
--                      positions of one patient fall in disjoint ranges
--                      [3200e + 80j, +79], so they never share a start.

SET LOCAL synchronous_commit = off;
SET LOCAL work_mem = '256MB';
SET LOCAL maintenance_work_mem = '512MB';

CREATE TEMP TABLE seed_params ON COMMIT DROP AS
SELECT tz,
       n_doctors,
       n_doctors * 20 AS n_patients,
       n_doctors * 200 AS n_appointments,
       (now() AT TIME ZONE tz)::date - 700 AS first_day,
       date_trunc('second', now()) AS seeded_at,
       -- Argon2id (m=19456, t=2, p=1, as lib/accounts/password-hash.ts) of "careslot1234".
       '$argon2id$v=19$m=19456,t=2,p=1$fgd9H9WybTggBMh3dddvNw$+YX63gQ6gwnR5mr20z5N5OOqJ5nRf9+7Z0HKzo/vT6I'::text AS pw
  FROM (SELECT coalesce(nullif(current_setting('careslot.clinic_tz', true), ''), 'UTC') AS tz,
               coalesce(nullif(current_setting('careslot.large_doctors', true), ''), '10000')::int AS n_doctors) s;

CREATE TEMP TABLE seed_names ON COMMIT DROP AS
SELECT ARRAY['Amelia','Noah','Olivia','Liam','Emma','Mateo','Ava','Lucas','Sofia','Ethan','Mia','James',
             'Isabella','Arjun','Chloe','Kenji','Grace','Omar','Lena','Daniel','Priya','Hugo','Zara','Felix',
             'Nora','Samuel','Aisha','Leo','Ines','Tomas','Yara','Elias'] AS first,
       ARRAY['Smith','Okafor','Nguyen','Garcia','Muller','Rossi','Kim','Patel','Johnson','Silva','Cohen',
             'Novak','Ahmed','Larsen','Tanaka','Brown','Dubois','Kowalski','Haddad','Moreau','Schmidt',
             'Lopez','Ivanova','Mensah','Fischer','Wright','Khan','Costa','Berg','Santos','Reyes','Young',
             'Hughes','Mendoza','Sato','Weber','Bianchi','Adeyemi','Park','Walsh'] AS last,
       ARRAY['General Physician','Cardiologist','Neurologist','Pediatrician','Ophthalmologist','Orthopedic',
             'Dermatologist','Gastroenterologist'] AS speciality,
       ARRAY['aisha-rahman','carlos-mendoza','christopher-lee','emily-larson','hannah-schmidt','jeffrey-king',
             'marcus-johnson','michael-okafor','olivia-bennett','priya-sharma','richard-james','ryan-martinez',
             'sarah-patel','sophia-nguyen','thomas-wright','zoe-kelly'] AS portrait;

-- An admin to sign in with (admin@large.careslot.example / careslot1234).
INSERT INTO users (id, name, email, password_hash, role, created_at, updated_at)
SELECT 'admin-large', 'Large Admin', 'admin@large.careslot.example', pw, 'admin', seeded_at, seeded_at
  FROM seed_params;

-- Doctors' accounts: doctor<n>@large.careslot.example.
INSERT INTO users (id, name, email, password_hash, role, phone, address, gender, image, created_at, updated_at)
SELECT 'ud' || n,
       'Dr. ' || nm.first[1 + n % 32] || ' ' || nm.last[1 + (n / 32) % 40],
       'doctor' || n || '@large.careslot.example',
       p.pw, 'doctor',
       '+1 555 ' || lpad((n % 10000000)::text, 7, '0'),
       (10 + n % 990) || ' Clinic Road',
       (CASE n % 2 WHEN 0 THEN 'female' ELSE 'male' END)::gender,
       '/images/doctors/' || nm.portrait[1 + n % 16] || '.svg',
       timestamptz '2020-01-01 00:00:00+00' + n * interval '1 minute',
       timestamptz '2020-01-01 00:00:00+00' + n * interval '1 minute'
  FROM seed_params p, seed_names nm, generate_series(0, p.n_doctors - 1) AS n;

-- Doctor profiles: 2% not taking bookings, 0.2% archived; fee = 20 + (n % 9) * 10.
INSERT INTO doctors (id, user_id, speciality, degree, experience, about, fees, available, archived_at, created_at, updated_at)
SELECT 'd' || n,
       'ud' || n,
       nm.speciality[1 + n % 8],
       (ARRAY['MBBS','MD','MBBS, MD','DO'])[1 + n % 4],
       (1 + n % 20) || ' Years',
       'Dr. ' || nm.last[1 + (n / 32) % 40] || ' has a strong commitment to delivering comprehensive medical care, '
         || 'focusing on preventive medicine, early diagnosis, and effective treatment strategies.',
       20 + (n % 9) * 10,
       n % 50 <> 49,
       CASE WHEN n % 500 = 499 THEN p.seeded_at END,
       timestamptz '2020-01-01 00:00:00+00' + n * interval '1 minute',
       timestamptz '2020-01-01 00:00:00+00' + n * interval '1 minute'
  FROM seed_params p, seed_names nm, generate_series(0, p.n_doctors - 1) AS n;

-- Patients: patient<n>@large.careslot.example.
INSERT INTO users (id, name, email, password_hash, role, phone, address, dob, gender, created_at, updated_at)
SELECT 'p' || n,
       nm.first[1 + n % 32] || ' ' || nm.last[1 + (n / 32) % 40],
       'patient' || n || '@large.careslot.example',
       p.pw, 'patient',
       '+1 555 ' || lpad((n % 10000000)::text, 7, '0'),
       (1 + n % 999) || ' Main Street',
       date '1950-01-01' + (n * 37) % 20000,
       (ARRAY['female','male','not specified'])[1 + n % 3]::gender,
       timestamptz '2021-01-01 00:00:00+00' + n * interval '5 minutes',
       timestamptz '2021-01-01 00:00:00+00' + n * interval '5 minutes'
  FROM seed_params p, seed_names nm, generate_series(0, p.n_patients - 1) AS n;

-- Appointments. Past ones are completed (90%) or cancelled (10%); upcoming ones
-- pending (90%), confirmed (5%) or cancelled (5%). amount = the doctor's fee.
-- completed_at / cancelled_at are set exactly for their status (check constraints).
INSERT INTO appointments (id, patient_id, doctor_id, starts_at, ends_at, visit_type_id, status, amount, reason,
                          cancelled_by_id, cancelled_at, completed_by_id, completed_at, created_at, updated_at)
SELECT 'a' || n, patient_id, 'd' || d, starts_at, starts_at + interval '30 minutes', 'consultation', status, amount, reason,
       CASE WHEN status = 'cancelled' THEN patient_id END,
       CASE WHEN status = 'cancelled' THEN least(created_at + (starts_at - created_at) / 2, seeded_at) END,
       CASE WHEN status = 'completed' THEN 'ud' || d END,
       CASE WHEN status = 'completed' THEN starts_at + interval '30 minutes' END,
       created_at,
       CASE WHEN status = 'completed' THEN starts_at + interval '30 minutes'
            WHEN status = 'cancelled' THEN least(created_at + (starts_at - created_at) / 2, seeded_at)
            ELSE created_at END
  FROM (
    SELECT n, d, starts_at, seeded_at, patient_id,
           (CASE WHEN starts_at + interval '30 minutes' <= seeded_at
                 THEN CASE WHEN n % 10 = 3 THEN 'cancelled' ELSE 'completed' END
                 ELSE CASE n % 20 WHEN 3 THEN 'cancelled' WHEN 7 THEN 'confirmed' ELSE 'pending' END
            END)::appointment_status AS status,
           20 + (d % 9) * 10 AS amount,
           CASE WHEN n % 5 = 0 THEN 'Follow-up visit' ELSE '' END AS reason,
           -- booked 1-13 days ahead, never later than the seeding itself
           least(starts_at - (1 + n % 13) * interval '1 day', seeded_at - interval '1 minute') AS created_at
      FROM (
        SELECT n, d, p.seeded_at,
               'p' || (((d + (k / 40) * (p.n_doctors / 5)) % p.n_doctors) * 20 + (k % 40) % 20) AS patient_id,
               ((p.first_day + (k * 80 + d % 80) / 22)
                 + (600 + ((k * 80 + d % 80) % 22) * 30) * interval '1 minute') AT TIME ZONE p.tz AS starts_at
          FROM seed_params p,
               generate_series(0, p.n_appointments - 1) AS n,
               LATERAL (SELECT n % p.n_doctors AS d, n / p.n_doctors AS k) dk
      ) grid
  ) a;

-- The audit trail (issue 45 item 7): ten events per appointment, 20,000,000 at the default size,
-- over the same two years: a staff member's reads and changes of one patient's data each (who
-- acts: the admin one time in ten, else the patient's doctor's account), written around the
-- table's triggers (session_replication_role = replica: the bench runs as the superuser), so the
-- commit-time chain is not computed for them; the bench times the reads, not the chain's check.
SET LOCAL session_replication_role = replica;
INSERT INTO audit_events (id, at, actor_id, actor_role, address, user_agent, action, subject_type, subject_id, patient_id, outcome, details, seq, prev_hash, hash)
SELECT n + 1,
       p.seeded_at - interval '730 days' + (n::double precision / (p.n_appointments * 10)) * interval '730 days',
       CASE WHEN n % 10 = 0 THEN 'admin-large' ELSE 'ud' || (n % p.n_doctors) END,
       CASE WHEN n % 10 = 0 THEN 'admin' ELSE 'doctor' END,
       '10.0.' || (n % 250) || '.' || (n / 250 % 250),
       'Mozilla/5.0 (bench)',
       (ARRAY['patient_record.viewed','appointment.viewed','patient_visits.viewed','appointment.booked','appointment.completed'])[1 + n % 5],
       'user', 'p' || (n * 7 % p.n_patients), 'p' || (n * 7 % p.n_patients), 'done', '{}'::jsonb,
       n + 1, '', ''
  FROM seed_params p, generate_series(0, p.n_appointments * 10 - 1) AS n;
SELECT setval(pg_get_serial_sequence('audit_events', 'id'), (SELECT max(id) FROM audit_events));
SET LOCAL session_replication_role = origin;
