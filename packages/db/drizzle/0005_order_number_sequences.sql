CREATE SCHEMA "order_numbers";
--> statement-breakpoint
-- Hand-written (drizzle-kit does not manage these sequences): every existing merchant gets its sequence now,
-- continuing after the higher of its counter and its highest order number, before the counter table goes.
-- Merchants created later get theirs on their first order (packages/db/src/order-numbers.ts).
DO $$
DECLARE
  merchant record;
BEGIN
  FOR merchant IN
    SELECT m.id,
           greatest(coalesce(c.last_number, 0), coalesce((SELECT max(o.number) FROM orders o WHERE o.merchant_id = m.id), 0)) AS last_number
      FROM merchants m
      LEFT JOIN order_counters c ON c.merchant_id = m.id
  LOOP
    EXECUTE format('CREATE SEQUENCE %I.%I AS integer START WITH %s', 'order_numbers', merchant.id::text, merchant.last_number + 1);
  END LOOP;
END $$;
--> statement-breakpoint
DROP TABLE "order_counters" CASCADE;
