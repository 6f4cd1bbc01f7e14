-- The platform's fees are kept in 16 rows (docs/architecture.md "Hot accounts"): the existing platform_fees
-- and 15 slots, created here so no approval has to create one.
INSERT INTO "accounts" ("key", "kind", "allow_negative")
SELECT 'platform_fees:' || n, 'platform_fees', false FROM generate_series(1, 15) AS n
ON CONFLICT ("key") DO NOTHING;
