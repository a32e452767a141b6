-- CreateEnum
CREATE TYPE "BrainMemoryCategory" AS ENUM ('rule', 'preference', 'pattern', 'context', 'lesson', 'workflow', 'other');

-- CreateEnum
CREATE TYPE "BrainMemoryStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "BrainFeedbackType" AS ENUM ('positive', 'negative');

-- CreateEnum
CREATE TYPE "BrainMessageRole" AS ENUM ('user', 'assistant', 'error');

-- CreateEnum
CREATE TYPE "BrainPendingType" AS ENUM ('idea', 'lesson', 'fix', 'task');

-- CreateEnum
CREATE TYPE "BrainTarget" AS ENUM ('memory', 'task');

-- CreateEnum
CREATE TYPE "BrainReviewStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "BrainTaskPriority" AS ENUM ('low', 'medium', 'high', 'urgent');

-- CreateEnum
CREATE TYPE "BrainTaskStatus" AS ENUM ('open', 'in_progress', 'blocked', 'done');

-- CreateEnum
CREATE TYPE "BrainCodePriority" AS ENUM ('critical', 'high', 'medium', 'low');

-- CreateEnum
CREATE TYPE "BrainScanStatus" AS ENUM ('queued', 'running', 'done', 'failed');

-- CreateTable
CREATE TABLE "BrainMemory" (
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "category" "BrainMemoryCategory" NOT NULL DEFAULT 'rule',
    "importance" INTEGER NOT NULL DEFAULT 5,
    "isGlobal" BOOLEAN NOT NULL DEFAULT false,
    "validated" BOOLEAN NOT NULL DEFAULT false,
    "status" "BrainMemoryStatus" NOT NULL DEFAULT 'approved',
    "isProtocol" BOOLEAN NOT NULL DEFAULT false,
    "namespace" TEXT NOT NULL DEFAULT 'admins',
    "positiveCount" INTEGER NOT NULL DEFAULT 0,
    "negativeCount" INTEGER NOT NULL DEFAULT 0,
    "timesUsed" INTEGER NOT NULL DEFAULT 0,
    "lastUsed" TIMESTAMP(3),
    "createdById" TEXT,
    "teamId" TEXT,
    "source" TEXT NOT NULL DEFAULT 'taught',
    "searchVector" tsvector,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BrainMemory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrainMemoryFeedback" (
    "id" TEXT NOT NULL,
    "memoryId" TEXT NOT NULL,
    "userId" TEXT,
    "feedbackType" "BrainFeedbackType" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BrainMemoryFeedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrainConversation" (
    "id" TEXT NOT NULL,
    "ownerKey" TEXT NOT NULL,
    "title" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BrainConversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrainMessage" (
    "id" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "role" "BrainMessageRole" NOT NULL,
    "content" TEXT NOT NULL,
    "citations" JSONB,
    "traceId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BrainMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrainAgentLog" (
    "id" TEXT NOT NULL,
    "traceId" TEXT NOT NULL,
    "agentId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "namespace" TEXT NOT NULL DEFAULT 'admins',
    "userId" TEXT,
    "meta" JSONB NOT NULL,
    "ok" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BrainAgentLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrainPendingItem" (
    "id" TEXT NOT NULL,
    "namespace" TEXT NOT NULL DEFAULT 'admins',
    "type" "BrainPendingType" NOT NULL,
    "title" TEXT NOT NULL,
    "detail" TEXT NOT NULL DEFAULT '',
    "target" "BrainTarget",
    "tags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "payload" JSONB,
    "fingerprint" TEXT,
    "source" TEXT NOT NULL DEFAULT 'manual',
    "status" "BrainReviewStatus" NOT NULL DEFAULT 'pending',
    "reviewedById" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "rejectReason" TEXT,
    "promotedMemoryId" TEXT,
    "promotedTaskId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BrainPendingItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrainTask" (
    "id" TEXT NOT NULL,
    "namespace" TEXT NOT NULL DEFAULT 'admins',
    "title" TEXT NOT NULL,
    "detail" TEXT NOT NULL DEFAULT '',
    "taskType" TEXT,
    "priority" "BrainTaskPriority" NOT NULL DEFAULT 'medium',
    "status" "BrainTaskStatus" NOT NULL DEFAULT 'open',
    "patch" JSONB,
    "pendingItemId" TEXT,
    "codeSuggestionId" TEXT,
    "createdById" TEXT,
    "completedAt" TIMESTAMP(3),
    "completedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BrainTask_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrainCodeSuggestion" (
    "id" TEXT NOT NULL,
    "scanId" TEXT,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "priority" "BrainCodePriority" NOT NULL DEFAULT 'medium',
    "filePath" TEXT NOT NULL,
    "reasoning" TEXT NOT NULL,
    "implementationSteps" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "oldCode" TEXT NOT NULL DEFAULT '',
    "newCode" TEXT NOT NULL DEFAULT '',
    "fingerprint" TEXT NOT NULL,
    "status" "BrainReviewStatus" NOT NULL DEFAULT 'pending',
    "reviewedById" TEXT,
    "reviewedAt" TIMESTAMP(3),
    "rejectReason" TEXT,
    "taskId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BrainCodeSuggestion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrainScan" (
    "id" TEXT NOT NULL,
    "version" SERIAL NOT NULL,
    "status" "BrainScanStatus" NOT NULL DEFAULT 'queued',
    "runningLock" TEXT,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "phase" TEXT NOT NULL DEFAULT 'queued',
    "replace" BOOLEAN NOT NULL DEFAULT true,
    "startedById" TEXT,
    "result" JSONB,
    "redacted" JSONB,
    "error" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BrainScan_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BrainCodeEntry" (
    "id" TEXT NOT NULL,
    "scanId" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "line" INTEGER NOT NULL DEFAULT 1,
    "body" TEXT NOT NULL,
    "snippet" TEXT NOT NULL DEFAULT '',
    "searchVector" tsvector,

    CONSTRAINT "BrainCodeEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "BrainMemory_searchVector_idx" ON "BrainMemory" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "BrainMemory_status_category_idx" ON "BrainMemory"("status", "category");

-- CreateIndex
CREATE INDEX "BrainMemory_createdById_idx" ON "BrainMemory"("createdById");

-- CreateIndex
CREATE INDEX "BrainMemory_teamId_idx" ON "BrainMemory"("teamId");

-- CreateIndex
CREATE INDEX "BrainMemoryFeedback_memoryId_idx" ON "BrainMemoryFeedback"("memoryId");

-- CreateIndex
CREATE INDEX "BrainConversation_ownerKey_updatedAt_idx" ON "BrainConversation"("ownerKey", "updatedAt");

-- CreateIndex
CREATE INDEX "BrainMessage_conversationId_createdAt_idx" ON "BrainMessage"("conversationId", "createdAt");

-- CreateIndex
CREATE INDEX "BrainAgentLog_namespace_createdAt_idx" ON "BrainAgentLog"("namespace", "createdAt");

-- CreateIndex
CREATE INDEX "BrainAgentLog_userId_createdAt_idx" ON "BrainAgentLog"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "BrainAgentLog_traceId_idx" ON "BrainAgentLog"("traceId");

-- CreateIndex
CREATE INDEX "BrainPendingItem_namespace_status_createdAt_idx" ON "BrainPendingItem"("namespace", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BrainPendingItem_namespace_fingerprint_key" ON "BrainPendingItem"("namespace", "fingerprint");

-- CreateIndex
CREATE INDEX "BrainTask_namespace_status_createdAt_idx" ON "BrainTask"("namespace", "status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BrainCodeSuggestion_fingerprint_key" ON "BrainCodeSuggestion"("fingerprint");

-- CreateIndex
CREATE INDEX "BrainCodeSuggestion_status_createdAt_idx" ON "BrainCodeSuggestion"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BrainScan_version_key" ON "BrainScan"("version");

-- CreateIndex
CREATE UNIQUE INDEX "BrainScan_runningLock_key" ON "BrainScan"("runningLock");

-- CreateIndex
CREATE INDEX "BrainScan_status_createdAt_idx" ON "BrainScan"("status", "createdAt");

-- CreateIndex
CREATE INDEX "BrainCodeEntry_searchVector_idx" ON "BrainCodeEntry" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "BrainCodeEntry_path_idx" ON "BrainCodeEntry"("path");

-- AddForeignKey
ALTER TABLE "BrainMemory" ADD CONSTRAINT "BrainMemory_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrainMemoryFeedback" ADD CONSTRAINT "BrainMemoryFeedback_memoryId_fkey" FOREIGN KEY ("memoryId") REFERENCES "BrainMemory"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrainMemoryFeedback" ADD CONSTRAINT "BrainMemoryFeedback_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrainMessage" ADD CONSTRAINT "BrainMessage_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "BrainConversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrainPendingItem" ADD CONSTRAINT "BrainPendingItem_reviewedById_fkey" FOREIGN KEY ("reviewedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrainTask" ADD CONSTRAINT "BrainTask_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BrainScan" ADD CONSTRAINT "BrainScan_startedById_fkey" FOREIGN KEY ("startedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Full-text vectors kept up to date by triggers (Prisma models the column, not how it is computed).
CREATE FUNCTION brain_memory_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" := setweight(to_tsvector('english', coalesce(NEW."title", '')), 'A')
    || setweight(to_tsvector('english', coalesce(NEW."content", '')), 'B');
  RETURN NEW;
END $$;
CREATE TRIGGER "BrainMemory_searchVector_trg" BEFORE INSERT OR UPDATE OF "title", "content" ON "BrainMemory"
  FOR EACH ROW EXECUTE FUNCTION brain_memory_search_vector();

CREATE FUNCTION brain_code_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" := setweight(to_tsvector('simple', coalesce(NEW."name", '')), 'A')
    || setweight(to_tsvector('english', coalesce(NEW."body", '')), 'B');
  RETURN NEW;
END $$;
CREATE TRIGGER "BrainCodeEntry_searchVector_trg" BEFORE INSERT OR UPDATE OF "name", "body" ON "BrainCodeEntry"
  FOR EACH ROW EXECUTE FUNCTION brain_code_search_vector();

-- Trigram similarity for typos (pg_trgm). Optional at the database level: where the extension is not
-- available (Prisma's scratch database in db:diff) search falls back to full-text only.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXECUTE 'CREATE INDEX IF NOT EXISTS "BrainMemory_title_trgm_idx" ON "BrainMemory" USING GIN ("title" gin_trgm_ops)';
  EXECUTE 'CREATE INDEX IF NOT EXISTS "BrainCodeEntry_name_trgm_idx" ON "BrainCodeEntry" USING GIN ("name" gin_trgm_ops)';
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm is not available: %', SQLERRM;
END $$;
