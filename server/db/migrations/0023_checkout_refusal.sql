-- Checkout writes an order in one statement (server/services/commerce/checkout.ts), so the rows every
-- buyer shares (an edition, the site, a promotion) are locked only inside the database, never while the
-- server is busy elsewhere. When one of its conditions fails (the piece sold out meanwhile, the
-- promotion used up, the purchase released by recovery), the statement calls this with the reason, and
-- the error undoes everything the statement wrote.
CREATE OR REPLACE FUNCTION checkout_refusal(reason text) RETURNS boolean AS $$
BEGIN
  IF reason IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = 'checkout refused: ' || reason;
  END IF;
  RETURN true;
END;
$$ LANGUAGE plpgsql;
