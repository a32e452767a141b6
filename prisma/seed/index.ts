// Demo data that makes every screen meaningful. Runs only into an empty database (or SEED_DEMO=1 on one
// without users); each domain adds its own file and is called here in dependency order.
import { seedAccounts, DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { seedPlatform } from './platform';
import { seedCatalog } from './catalog';
// -- distribution imports
import { seedDistribution } from './distribution';

// -- royalties imports
import { seedRoyalties } from './royalties';

// -- command imports
import { seedCommand } from './command';

// -- brain imports

// -- school imports
import { seedSchool } from './school';

// -- trust imports

// -- rights imports
import { seedRights } from './rights';

// -- services imports
import { seedServices } from './services';

// -- comms imports
import { seedComms } from './comms';

// -- ops imports
import { seedOps } from './ops';

// -- experience imports
import { seedExperience } from './school-courses';
import type { Db } from '../../lib/platform/db';

// -- end of imports

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

export async function seedDemo(db: Db): Promise<void> {
  await seedAccounts(db);
  await seedPlatform(db);
  await seedCatalog(db);
  // -- distribution seeds
  await seedDistribution(db);

  // -- royalties seeds
  await seedRoyalties(db);

  // -- command seeds
  await seedCommand(db);

  // -- brain seeds

  // -- school seeds
  await seedSchool(db);

  // -- trust seeds

  // -- rights seeds
  await seedRights(db);

  // -- services seeds
  await seedServices(db);

  // -- comms seeds
  await seedComms(db);

  // -- ops seeds
  await seedOps(db);

  // -- experience seeds
  await seedExperience(db);

  // -- end of seeds
}
