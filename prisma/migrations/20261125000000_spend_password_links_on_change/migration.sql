-- Issue 22, finding 1: a password link must not outlive a change of the
-- account's password or email. Whatever changes them (the owner's "Change
-- password", an admin's edit, a reset link, a future screen or a hand-written
-- UPDATE), every open link of the account is spent in the same statement, so
-- no code path can forget it. A link made after the change (an admin correcting
-- a new doctor's mistyped email sends one to the right address) stays open.
CREATE FUNCTION spend_password_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE password_tokens SET used_at = now() WHERE user_id = NEW.id AND used_at IS NULL;
  RETURN NULL;
END;
$$;

CREATE TRIGGER users_spend_password_links
  AFTER UPDATE OF password_hash, email ON users
  FOR EACH ROW
  WHEN (OLD.password_hash IS DISTINCT FROM NEW.password_hash OR OLD.email IS DISTINCT FROM NEW.email)
  EXECUTE FUNCTION spend_password_links();
