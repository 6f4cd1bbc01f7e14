CREATE TABLE "platform_days" (
	"day" date PRIMARY KEY NOT NULL,
	"money_in" bigint DEFAULT 0 NOT NULL,
	"payouts_out" bigint DEFAULT 0 NOT NULL,
	"fees_earned" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- Backfill, as recomputePlatformDays (src/server/ledger/platform-days.ts) computes them: the platform running
-- totals' rules, per UTC day of the ledger transaction.
INSERT INTO "platform_days" ("day", "money_in", "payouts_out", "fees_earned")
SELECT * FROM (
  SELECT (t."created_at" AT TIME ZONE 'UTC')::date AS day,
    coalesce(sum(e."amount") FILTER (WHERE t."type" = 'topup' AND a."kind" = 'wallet' AND e."amount" > 0), 0) AS money_in,
    coalesce(sum(e."amount") FILTER (WHERE (t."type" = 'payout' AND a."kind" IN ('wallet', 'held') AND e."amount" > 0)
      OR (t."type" = 'payout_adjustment' AND a."kind" = 'held')), 0) AS payouts_out,
    coalesce(sum(e."amount") FILTER (WHERE a."kind" = 'platform_fees' AND (e."amount" > 0 OR t."type" = 'payout_adjustment')), 0) AS fees_earned
  FROM "ledger_transactions" t
  JOIN "ledger_entries" e ON e."transaction_id" = t."id"
  JOIN "accounts" a ON a."id" = e."account_id"
  GROUP BY 1
) d WHERE money_in <> 0 OR payouts_out <> 0 OR fees_earned <> 0;
