-- CreateEnum
CREATE TYPE "AiContent" AS ENUM ('none', 'partly', 'all');

-- AlterTable
ALTER TABLE "Release" ADD COLUMN     "containsAi" "AiContent";

-- AlterTable
ALTER TABLE "Track" ADD COLUMN     "containsAi" "AiContent";
