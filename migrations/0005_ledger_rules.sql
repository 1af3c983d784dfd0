-- A fan is a subscription whose status is one of FAN_SUBSCRIPTION_STATUSES
-- (shared/subscriptions.ts): active, or past due during the grace of a failed renewal.
CREATE OR REPLACE FUNCTION "pawfans_is_fan_status"(status text) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$ SELECT status IN ('active', 'past_due') $$;--> statement-breakpoint
UPDATE creator_profiles p SET
  fans_count = (SELECT count(*) FROM subscriptions s WHERE s.creator_profile_id = p.id AND pawfans_is_fan_status(s.status));--> statement-breakpoint

-- The ledger is append only: what happened is corrected by a new transfer, never by an edit.
CREATE FUNCTION "pawfans_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append only: % on % refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION pawfans_ledger_append_only();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION pawfans_ledger_append_only();--> statement-breakpoint

-- Every transfer balances: checked when its transaction commits, after all its entries exist.
CREATE FUNCTION "pawfans_ledger_transfer_balances"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE total bigint;
BEGIN
  SELECT coalesce(sum(amount_cents), 0) INTO total FROM ledger_entries WHERE transfer_id = NEW.transfer_id;
  IF total <> 0 THEN
    RAISE EXCEPTION 'ledger transfer % does not balance (sum % cents)', NEW.transfer_id, total USING ERRCODE = 'P0001';
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION pawfans_ledger_transfer_balances();
