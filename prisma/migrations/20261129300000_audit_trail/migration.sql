-- Issue 45: the tamper-evident audit trail (lib/audit, docs/audit.md), and the clinic's two
-- retention settings.

-- How long audit events are kept (default six years, at least one), and after how long without a
-- visit or a sign-in a patient is erased (null: never; the inactive-patient job, issue 45 item 6).
ALTER TABLE "clinic_settings" ADD COLUMN "audit_retention_days" INTEGER NOT NULL DEFAULT 2190;
ALTER TABLE "clinic_settings" ADD COLUMN "inactive_patient_retention_days" INTEGER;
ALTER TABLE "clinic_settings" ADD CONSTRAINT "clinic_settings_audit_retention_days_check" CHECK ("audit_retention_days" BETWEEN 365 AND 36500);
ALTER TABLE "clinic_settings" ADD CONSTRAINT "clinic_settings_inactive_patient_retention_days_check" CHECK ("inactive_patient_retention_days" IS NULL OR "inactive_patient_retention_days" BETWEEN 365 AND 36500);

-- One event: who (an account and its role, or 'system' for a job), from where, did what (an
-- action of lib/audit/actions.ts), on what, for which patient, with what outcome. No foreign
-- keys: the trail outlives what it names.
CREATE TABLE "audit_events" (
    "id" BIGSERIAL NOT NULL,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" TEXT,
    "actor_role" TEXT NOT NULL,
    "address" TEXT,
    "user_agent" TEXT,
    "action" TEXT NOT NULL,
    "subject_type" TEXT NOT NULL,
    "subject_id" TEXT,
    "patient_id" TEXT,
    "outcome" TEXT NOT NULL DEFAULT 'done',
    "details" JSONB NOT NULL DEFAULT '{}',
    -- The event's place in the chain, the previous event's hash and its own: set when its
    -- transaction commits (audit_events_link below), never by the writer.
    "seq" BIGINT,
    "prev_hash" TEXT,
    "hash" TEXT,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "audit_events_outcome_check" CHECK ("outcome" IN ('done', 'refused')),
    CONSTRAINT "audit_events_actor_role_check" CHECK ("actor_role" IN ('patient', 'doctor', 'admin', 'receptionist', 'system', 'anonymous'))
);

CREATE UNIQUE INDEX "audit_events_seq_key" ON "audit_events"("seq");
CREATE INDEX "audit_events_patient_id_at_id_idx" ON "audit_events"("patient_id", "at" DESC, "id" DESC);
CREATE INDEX "audit_events_actor_id_at_id_idx" ON "audit_events"("actor_id", "at" DESC, "id" DESC);
CREATE INDEX "audit_events_at_id_idx" ON "audit_events"("at" DESC, "id" DESC);

-- The SHA-256 of an event's content and the previous event's hash, as hex. One definition, used
-- when an event is linked and when the chain is verified (lib/audit/verify.ts).
CREATE FUNCTION "audit_event_hash"(e "audit_events") RETURNS TEXT LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f',
    e.seq::text, e.id::text, to_char(e.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    coalesce(e.actor_id, ''), e.actor_role, coalesce(e.address, ''), coalesce(e.user_agent, ''),
    e.action, e.subject_type, coalesce(e.subject_id, ''), coalesce(e.patient_id, ''), e.outcome,
    e.details::text, coalesce(e.prev_hash, '')), 'UTF8')), 'hex')
$$;

-- Links a new event to the chain's tail. A deferred constraint trigger: it runs when the
-- writer's transaction commits, so the lock that orders the chain is held only from then to the
-- end of the commit, never while a booking does its work.
CREATE FUNCTION "audit_events_link"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  tail RECORD;
  linked "audit_events";
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('careslot.audit_chain'));
  SELECT "seq", "hash" INTO tail FROM "audit_events" WHERE "seq" IS NOT NULL ORDER BY "seq" DESC LIMIT 1;
  SELECT * INTO linked FROM "audit_events" WHERE "id" = NEW."id";
  linked."seq" := coalesce(tail."seq", 0) + 1;
  linked."prev_hash" := coalesce(tail."hash", '');
  UPDATE "audit_events" SET "seq" = linked."seq", "prev_hash" = linked."prev_hash", "hash" = "audit_event_hash"(linked)
  WHERE "id" = NEW."id";
  RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER "audit_events_link" AFTER INSERT ON "audit_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "audit_events_link"();

-- Append-only. An UPDATE may only link a not yet linked event (the trigger above); a DELETE only
-- removes events older than the retention period, and only inside the retention job's
-- transaction (lib/audit/retention.ts sets careslot.audit_retention there).
CREATE FUNCTION "audit_events_append_only"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  keep_days INTEGER;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD."hash" IS NULL AND NEW."hash" IS NOT NULL
       AND (NEW."id", NEW."at", NEW."actor_id", NEW."actor_role", NEW."address", NEW."user_agent", NEW."action", NEW."subject_type", NEW."subject_id", NEW."patient_id", NEW."outcome", NEW."details")
           IS NOT DISTINCT FROM
           (OLD."id", OLD."at", OLD."actor_id", OLD."actor_role", OLD."address", OLD."user_agent", OLD."action", OLD."subject_type", OLD."subject_id", OLD."patient_id", OLD."outcome", OLD."details") THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit events cannot be changed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF coalesce(current_setting('careslot.audit_retention', true), '') = 'on' THEN
    SELECT "audit_retention_days" INTO keep_days FROM "clinic_settings" WHERE "id" = 1;
    IF OLD."at" < now() - make_interval(days => coalesce(keep_days, 2190)) THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit events cannot be deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();

CREATE FUNCTION "audit_events_no_truncate"() RETURNS TRIGGER LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit events cannot be deleted' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_no_truncate"();
