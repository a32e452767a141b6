-- AlterTable
ALTER TABLE "FaqArticle" ADD COLUMN     "searchVector" tsvector;

-- AlterTable
ALTER TABLE "SupportTicket" ADD COLUMN     "searchVector" tsvector;

-- CreateIndex
CREATE INDEX "FaqArticle_searchVector_idx" ON "FaqArticle" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "SupportTicket_searchVector_idx" ON "SupportTicket" USING GIN ("searchVector");

-- Full-text vectors kept up to date by triggers (Prisma models the column, not how it is computed).
-- Help articles: the title ranks above the body.
CREATE FUNCTION faq_article_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" := setweight(to_tsvector('english', coalesce(NEW."title", '')), 'A')
    || setweight(to_tsvector('english', coalesce(NEW."body", '')), 'B');
  RETURN NEW;
END $$;
CREATE TRIGGER "FaqArticle_searchVector_trg" BEFORE INSERT OR UPDATE OF "title", "body" ON "FaqArticle"
  FOR EACH ROW EXECUTE FUNCTION faq_article_search_vector();

-- Tickets: the subject ranks above the messages (HTML tags stripped); recomputed when the subject changes
-- and, through a touch of the subject, when a message is added, edited, moved (merge) or removed.
CREATE FUNCTION support_ticket_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" := setweight(to_tsvector('english', coalesce(NEW."subject", '')), 'A')
    || setweight(to_tsvector('english', coalesce((
         SELECT string_agg(regexp_replace(m."body", '<[^>]+>', ' ', 'g'), ' ')
         FROM "SupportMessage" m WHERE m."ticketId" = NEW."id"), '')), 'B');
  RETURN NEW;
END $$;
CREATE TRIGGER "SupportTicket_searchVector_trg" BEFORE INSERT OR UPDATE OF "subject" ON "SupportTicket"
  FOR EACH ROW EXECUTE FUNCTION support_ticket_search_vector();

CREATE FUNCTION support_message_touch_ticket() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "SupportTicket" SET "subject" = "subject" WHERE "id" = OLD."ticketId";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."ticketId" IS DISTINCT FROM OLD."ticketId" OR NEW."body" IS DISTINCT FROM OLD."body") THEN
    UPDATE "SupportTicket" SET "subject" = "subject" WHERE "id" = NEW."ticketId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "SupportMessage_searchVector_trg" AFTER INSERT OR UPDATE OF "body", "ticketId" OR DELETE ON "SupportMessage"
  FOR EACH ROW EXECUTE FUNCTION support_message_touch_ticket();

-- Rows written before this migration.
UPDATE "FaqArticle" SET "title" = "title";
UPDATE "SupportTicket" SET "subject" = "subject";
