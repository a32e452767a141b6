-- CreateTable
CREATE TABLE "BrandMonthTotal" (
    "month" TEXT NOT NULL,
    "brand" TEXT NOT NULL,
    "orders" INTEGER NOT NULL DEFAULT 0,
    "paidCents" BIGINT NOT NULL DEFAULT 0,
    "releases" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "BrandMonthTotal_pkey" PRIMARY KEY ("month","brand")
);

-- CreateTable
CREATE TABLE "StatementMonthTotal" (
    "month" TEXT NOT NULL,
    "units" BIGINT NOT NULL DEFAULT 0,
    "amountUsd" DECIMAL(38,16) NOT NULL DEFAULT 0,

    CONSTRAINT "StatementMonthTotal_pkey" PRIMARY KEY ("month")
);

-- Running totals for /analytics-dashboard (lib/services/analytics.ts), kept set-based by statement-level
-- triggers in the transaction of every write: orders and paid amounts per month and order brand, releases
-- per month and owner brand, statement rows (matched groups and unmatched lines) per sale month. An UPDATE
-- takes its old rows out and puts its new rows in.
CREATE FUNCTION brand_month_orders_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "BrandMonthTotal" AS t ("month", "brand", "orders", "paidCents")
      SELECT to_char("createdAt", 'YYYY-MM'), "brand", -COUNT(*),
        -COALESCE(SUM("amountCents") FILTER (WHERE "paymentStatus" = 'paid'), 0)
      FROM old_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("month", "brand") DO UPDATE SET "orders" = t."orders" + EXCLUDED."orders",
      "paidCents" = t."paidCents" + EXCLUDED."paidCents";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "BrandMonthTotal" AS t ("month", "brand", "orders", "paidCents")
      SELECT to_char("createdAt", 'YYYY-MM'), "brand", COUNT(*),
        COALESCE(SUM("amountCents") FILTER (WHERE "paymentStatus" = 'paid'), 0)
      FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("month", "brand") DO UPDATE SET "orders" = t."orders" + EXCLUDED."orders",
      "paidCents" = t."paidCents" + EXCLUDED."paidCents";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER brand_month_orders_insert AFTER INSERT ON "ServiceOrder"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_month_orders_apply();
CREATE TRIGGER brand_month_orders_update AFTER UPDATE ON "ServiceOrder"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_month_orders_apply();
CREATE TRIGGER brand_month_orders_delete AFTER DELETE ON "ServiceOrder"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_month_orders_apply();

-- A release counts under its owner's brand (a user with releases cannot be deleted: the foreign key restricts).
CREATE FUNCTION brand_month_releases_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "BrandMonthTotal" AS t ("month", "brand", "releases")
      SELECT to_char(r."createdAt", 'YYYY-MM'), u."brand", -COUNT(*)
      FROM old_rows r JOIN "User" u ON u."id" = r."ownerId" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("month", "brand") DO UPDATE SET "releases" = t."releases" + EXCLUDED."releases";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "BrandMonthTotal" AS t ("month", "brand", "releases")
      SELECT to_char(r."createdAt", 'YYYY-MM'), u."brand", COUNT(*)
      FROM new_rows r JOIN "User" u ON u."id" = r."ownerId" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("month", "brand") DO UPDATE SET "releases" = t."releases" + EXCLUDED."releases";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER brand_month_releases_insert AFTER INSERT ON "Release"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_month_releases_apply();
CREATE TRIGGER brand_month_releases_update AFTER UPDATE ON "Release"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_month_releases_apply();
CREATE TRIGGER brand_month_releases_delete AFTER DELETE ON "Release"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION brand_month_releases_apply();

-- A user moved to another brand takes their releases' counts along.
CREATE FUNCTION brand_month_owner_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "BrandMonthTotal" AS t ("month", "brand", "releases")
    SELECT to_char("createdAt", 'YYYY-MM'), b.brand, CASE WHEN b.brand = OLD."brand" THEN -COUNT(*) ELSE COUNT(*) END
    FROM "Release" CROSS JOIN (VALUES (OLD."brand"), (NEW."brand")) AS b(brand)
    WHERE "ownerId" = NEW."id" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("month", "brand") DO UPDATE SET "releases" = t."releases" + EXCLUDED."releases";
  RETURN NULL;
END $$;

CREATE TRIGGER brand_month_owner_moved AFTER UPDATE OF "brand" ON "User"
  FOR EACH ROW WHEN (OLD."brand" IS DISTINCT FROM NEW."brand") EXECUTE FUNCTION brand_month_owner_moved();

-- Statement rows per sale month: every matched group, and the lines while they are unmatched.
CREATE FUNCTION statement_month_groups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "StatementMonthTotal" AS t ("month", "units", "amountUsd")
      SELECT left("salePeriod", 7), -SUM("units"), -SUM("amountUsd") FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("month") DO UPDATE SET "units" = t."units" + EXCLUDED."units", "amountUsd" = t."amountUsd" + EXCLUDED."amountUsd";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "StatementMonthTotal" AS t ("month", "units", "amountUsd")
      SELECT left("salePeriod", 7), SUM("units"), SUM("amountUsd") FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT ("month") DO UPDATE SET "units" = t."units" + EXCLUDED."units", "amountUsd" = t."amountUsd" + EXCLUDED."amountUsd";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER statement_month_groups_insert AFTER INSERT ON "EarningGroup"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statement_month_groups_apply();
CREATE TRIGGER statement_month_groups_update AFTER UPDATE ON "EarningGroup"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statement_month_groups_apply();
CREATE TRIGGER statement_month_groups_delete AFTER DELETE ON "EarningGroup"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statement_month_groups_apply();

CREATE FUNCTION statement_month_lines_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "StatementMonthTotal" AS t ("month", "units", "amountUsd")
      SELECT left("salePeriod", 7), -SUM("units"), -SUM("amountUsd") FROM old_rows WHERE "status" = 'unmatched'
      GROUP BY 1 ORDER BY 1
    ON CONFLICT ("month") DO UPDATE SET "units" = t."units" + EXCLUDED."units", "amountUsd" = t."amountUsd" + EXCLUDED."amountUsd";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "StatementMonthTotal" AS t ("month", "units", "amountUsd")
      SELECT left("salePeriod", 7), SUM("units"), SUM("amountUsd") FROM new_rows WHERE "status" = 'unmatched'
      GROUP BY 1 ORDER BY 1
    ON CONFLICT ("month") DO UPDATE SET "units" = t."units" + EXCLUDED."units", "amountUsd" = t."amountUsd" + EXCLUDED."amountUsd";
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER statement_month_lines_insert AFTER INSERT ON "EarningLine"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statement_month_lines_apply();
CREATE TRIGGER statement_month_lines_update AFTER UPDATE ON "EarningLine"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION statement_month_lines_apply();
CREATE TRIGGER statement_month_lines_delete AFTER DELETE ON "EarningLine"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION statement_month_lines_apply();

-- Backfill from the existing rows.
INSERT INTO "BrandMonthTotal" ("month", "brand", "orders", "paidCents", "releases")
  SELECT "month", "brand", SUM("orders"), SUM("paidCents"), SUM("releases") FROM (
    SELECT to_char("createdAt", 'YYYY-MM') AS "month", "brand", COUNT(*) AS "orders",
      COALESCE(SUM("amountCents") FILTER (WHERE "paymentStatus" = 'paid'), 0) AS "paidCents", 0 AS "releases"
    FROM "ServiceOrder" GROUP BY 1, 2
    UNION ALL
    SELECT to_char(r."createdAt", 'YYYY-MM'), u."brand", 0, 0, COUNT(*)
    FROM "Release" r JOIN "User" u ON u."id" = r."ownerId" GROUP BY 1, 2
  ) AS s GROUP BY 1, 2;
INSERT INTO "StatementMonthTotal" ("month", "units", "amountUsd")
  SELECT "month", SUM("units"), SUM("amountUsd") FROM (
    SELECT left("salePeriod", 7) AS "month", SUM("units") AS "units", SUM("amountUsd") AS "amountUsd"
    FROM "EarningGroup" GROUP BY 1
    UNION ALL
    SELECT left("salePeriod", 7), SUM("units"), SUM("amountUsd") FROM "EarningLine" WHERE "status" = 'unmatched' GROUP BY 1
  ) AS s GROUP BY 1;
