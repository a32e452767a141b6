// Pure rules of the Personal Dashboard card: level badge from the action count (spec §4, §9) and
// role titles (spec §6).

const LEVELS = [
  { level: 1, name: 'Initiate', min: 0 },
  { level: 2, name: 'Team Member', min: 10 },
  { level: 3, name: 'Operator', min: 50 },
  { level: 4, name: 'Commander', min: 100 },
  { level: 5, name: 'Architect', min: 200 },
] as const;

export interface AdminLevel {
  level: number;
  name: string;
  /** Actions needed for the next level, null at the top */
  nextAt: number | null;
}

export function adminLevel(actionCount: number): AdminLevel {
  let i = 0;
  while (i + 1 < LEVELS.length && actionCount >= LEVELS[i + 1].min) i += 1;
  return { level: LEVELS[i].level, name: LEVELS[i].name, nextAt: LEVELS[i + 1]?.min ?? null };
}

/** 'SUPER ADMIN' -> Executive Leadership; 'Super Admin' -> Operations Management; others -> Administrative Team. */
export function roleTitle(role: string): string {
  if (role === 'SUPER ADMIN') return 'Executive Leadership';
  if (role === 'Super Admin') return 'Operations Management';
  return 'Administrative Team';
}
