-- Issue 26 item 5: every creation or change of a patient record by staff is recorded like a
-- booking (who, in what role, when). One row per creation, edit (naming the fields changed,
-- never their values: the record itself holds those) and invitation, written in the
-- transaction of the change (lib/accounts/patient-record-history.ts). users.created_by_id stays.
-- CreateTable
CREATE TABLE "patient_record_changes" (
    "id" TEXT NOT NULL,
    "patient_id" TEXT NOT NULL,
    "actor_id" TEXT,
    "actor_role" "role" NOT NULL,
    "action" TEXT NOT NULL,
    "fields" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "patient_record_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "patient_record_changes_patient_id_created_at_idx" ON "patient_record_changes"("patient_id", "created_at");

-- CreateIndex
CREATE INDEX "patient_record_changes_actor_id_idx" ON "patient_record_changes"("actor_id");

-- AddForeignKey
ALTER TABLE "patient_record_changes" ADD CONSTRAINT "patient_record_changes_patient_id_fkey" FOREIGN KEY ("patient_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "patient_record_changes" ADD CONSTRAINT "patient_record_changes_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The three things that happen to a record; an edit says what it changed.
ALTER TABLE "patient_record_changes"
  ADD CONSTRAINT "patient_record_changes_action" CHECK ("action" IN ('created', 'updated', 'invited')),
  ADD CONSTRAINT "patient_record_changes_update_names_fields" CHECK ("action" <> 'updated' OR cardinality("fields") > 0);
