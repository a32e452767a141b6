-- AlterTable
ALTER TABLE "SupportTicket" ADD COLUMN     "slaPausedAt" TIMESTAMP(3);
