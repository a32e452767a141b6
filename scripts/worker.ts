// `npm run worker`: works the job queues in a separate process (for scaling out on a database server).
import { startWorkers, stopQueue } from '../lib/platform/jobs';
import { allJobs } from '../jobs';
import { closeDb, isEmbedded } from '../lib/platform/db';
import { migrate } from '../lib/platform/db/migrate';

async function main() {
  if (isEmbedded()) {
    console.error(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the web process, which runs jobs itself.',
    );
    process.exit(2);
  }
  await migrate();
  await startWorkers(allJobs);
  console.log(`Worker started: ${allJobs.map((j) => j.name).join(', ')}`);
  const stop = async () => {
    await stopQueue();
    await closeDb();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
