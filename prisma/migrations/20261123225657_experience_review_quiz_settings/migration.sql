-- CreateEnum
CREATE TYPE "AnswerReveal" AS ENUM ('after_passing', 'after_last_attempt', 'never');

-- AlterTable
ALTER TABLE "Quiz" ADD COLUMN     "maxAttempts" INTEGER NOT NULL DEFAULT 3,
ADD COLUMN     "revealAnswers" "AnswerReveal" NOT NULL DEFAULT 'after_passing';

-- AlterTable
ALTER TABLE "QuizAttempt" ADD COLUMN     "attemptNumber" INTEGER;

-- CreateTable
CREATE TABLE "ReleaseFieldComment" (
    "id" TEXT NOT NULL,
    "releaseId" TEXT NOT NULL,
    "trackId" TEXT,
    "field" TEXT NOT NULL,
    "comment" TEXT NOT NULL,
    "authorId" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ReleaseFieldComment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ReleaseFieldComment_releaseId_idx" ON "ReleaseFieldComment"("releaseId");

-- CreateIndex
CREATE UNIQUE INDEX "QuizAttempt_quizId_studentId_attemptNumber_key" ON "QuizAttempt"("quizId", "studentId", "attemptNumber");

-- AddForeignKey
ALTER TABLE "ReleaseFieldComment" ADD CONSTRAINT "ReleaseFieldComment_releaseId_fkey" FOREIGN KEY ("releaseId") REFERENCES "Release"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReleaseFieldComment" ADD CONSTRAINT "ReleaseFieldComment_trackId_fkey" FOREIGN KEY ("trackId") REFERENCES "Track"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ReleaseFieldComment" ADD CONSTRAINT "ReleaseFieldComment_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
