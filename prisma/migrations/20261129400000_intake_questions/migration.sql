-- Issue 47: the questions each visit type asks (FHIR R4 Questionnaire items, at most 20) and the
-- answers a booking gave (the questions as asked, with their answers).
ALTER TABLE "visit_types" ADD COLUMN "questions" JSONB NOT NULL DEFAULT '[]';
ALTER TABLE "visit_types" ADD CONSTRAINT "visit_types_questions_check" CHECK (jsonb_typeof("questions") = 'array' AND jsonb_array_length("questions") <= 20);

ALTER TABLE "appointments" ADD COLUMN "answers" JSONB NOT NULL DEFAULT '[]';
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_answers_check" CHECK (jsonb_typeof("answers") = 'array' AND jsonb_array_length("answers") <= 20);
