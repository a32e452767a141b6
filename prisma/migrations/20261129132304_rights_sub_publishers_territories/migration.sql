-- AlterTable
ALTER TABLE "WorkParty" ADD COLUMN     "subTerritories" JSONB;
