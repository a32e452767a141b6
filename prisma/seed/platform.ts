// Demo waiting-list entries across brands.
import type { Db } from '../../lib/platform/db';

export async function seedPlatform(db: Db) {
  await db.waitingListEntry.createMany({
    data: [
      {
        email: 'rae.sol@example.com',
        name: 'Rae Sol',
        brand: 'mastermusicsafe',
        interest: 'distribution',
        message: 'Debut EP ready in March.',
      },
      {
        email: 'marcus.t@example.com',
        name: 'Marcus Tate',
        brand: 'tnm',
        interest: 'school',
        message: 'Interested in the CMBP certification.',
      },
      {
        email: 'ivy.label@example.com',
        name: 'Ivy Moreno',
        brand: 'distro80',
        interest: 'franchise',
        message: 'Running a small label in Houston.',
      },
      { email: 'ben.k@example.com', name: 'Ben Kowalski', brand: 'sgr', interest: 'investor' },
    ],
  });
}
