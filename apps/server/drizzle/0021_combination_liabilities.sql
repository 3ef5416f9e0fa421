CREATE TABLE "combination_liabilities" (
	"combination" text PRIMARY KEY NOT NULL,
	"liability_units" numeric NOT NULL
);
--> statement-breakpoint
DROP INDEX "bets_running_combination_idx";--> statement-breakpoint
-- The combinations' liabilities as they stand: the running multiples placed before the table.
INSERT INTO "combination_liabilities" ("combination", "liability_units")
SELECT "combination", sum("potential_returns_units" - CASE WHEN "free_bet_id" IS NULL THEN "total_stake_units" ELSE 0 END)
FROM "bets" WHERE "combination" IS NOT NULL AND "status" IN ('OPEN', 'PENDING') GROUP BY "combination";--> statement-breakpoint
-- Each statement on bets moves its combinations' liabilities by the running bets it adds less those
-- it ends, in the same transaction. The rows are written in key order, so two transactions never
-- wait for each other's rows in opposite orders; a combination it leaves unchanged is not touched.
CREATE FUNCTION "follow_combination_liabilities"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "combination_liabilities" AS c ("combination", "liability_units")
    SELECT "combination", sum("potential_returns_units" - CASE WHEN "free_bet_id" IS NULL THEN "total_stake_units" ELSE 0 END)
    FROM added WHERE "combination" IS NOT NULL AND "status" IN ('OPEN', 'PENDING')
    GROUP BY "combination" ORDER BY "combination"
    ON CONFLICT ("combination") DO UPDATE SET "liability_units" = c."liability_units" + excluded."liability_units";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "combination_liabilities" AS c ("combination", "liability_units")
    SELECT "combination", -sum("potential_returns_units" - CASE WHEN "free_bet_id" IS NULL THEN "total_stake_units" ELSE 0 END)
    FROM ended WHERE "combination" IS NOT NULL AND "status" IN ('OPEN', 'PENDING')
    GROUP BY "combination" ORDER BY "combination"
    ON CONFLICT ("combination") DO UPDATE SET "liability_units" = c."liability_units" + excluded."liability_units";
  ELSE
    INSERT INTO "combination_liabilities" AS c ("combination", "liability_units")
    SELECT "combination", sum("units") FROM (
      SELECT "combination", "potential_returns_units" - CASE WHEN "free_bet_id" IS NULL THEN "total_stake_units" ELSE 0 END AS "units"
      FROM added WHERE "combination" IS NOT NULL AND "status" IN ('OPEN', 'PENDING')
      UNION ALL
      SELECT "combination", -("potential_returns_units" - CASE WHEN "free_bet_id" IS NULL THEN "total_stake_units" ELSE 0 END)
      FROM ended WHERE "combination" IS NOT NULL AND "status" IN ('OPEN', 'PENDING')
    ) AS moves
    GROUP BY "combination" HAVING sum("units") <> 0 ORDER BY "combination"
    ON CONFLICT ("combination") DO UPDATE SET "liability_units" = c."liability_units" + excluded."liability_units";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bets_inserted_combination_liabilities" AFTER INSERT ON "bets"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "follow_combination_liabilities"();--> statement-breakpoint
CREATE TRIGGER "bets_updated_combination_liabilities" AFTER UPDATE ON "bets"
REFERENCING OLD TABLE AS ended NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "follow_combination_liabilities"();
--> statement-breakpoint
CREATE TRIGGER "bets_deleted_combination_liabilities" AFTER DELETE ON "bets"
REFERENCING OLD TABLE AS ended FOR EACH STATEMENT EXECUTE FUNCTION "follow_combination_liabilities"();
