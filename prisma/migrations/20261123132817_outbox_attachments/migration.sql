-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "attachments" JSONB NOT NULL DEFAULT '[]';
