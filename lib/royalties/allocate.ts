// Money allocation in integer cents: largest-remainder rounding over weights (basis points), a
// recoupment paid first, a release-level amount spread over its tracks. Pure; no database.

export const FULL_SHARE_BPS = 10_000;

export interface Weighted<K> {
  key: K;
  /** A non-negative integer weight (basis points for split shares). */
  weight: number;
}

/**
 * Splits `total` cents over `parts` in proportion to their weights so that the results sum exactly to
 * `total`: each part first gets the floor of its exact share, and the cents left over go one each to
 * the parts with the largest remainders (ties: larger weight, then list order). A negative total is
 * split like its absolute value and negated. Parts with weight 0 get 0.
 */
export function allocateByWeight<K>(total: number, parts: readonly Weighted<K>[]): { key: K; cents: number }[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`amount must be a whole number of cents, got ${total}`);
  if (parts.length === 0) throw new RangeError('cannot allocate over no parts');
  for (const p of parts) {
    if (!Number.isSafeInteger(p.weight) || p.weight < 0)
      throw new RangeError(`weight must be a non-negative integer, got ${p.weight}`);
  }
  const weightSum = parts.reduce((s, p) => s + BigInt(p.weight), 0n);
  if (weightSum === 0n) throw new RangeError('weights sum to zero');
  const sign = total < 0 ? -1n : 1n;
  const abs = BigInt(total) * sign;

  const floors = parts.map((p) => (abs * BigInt(p.weight)) / weightSum);
  const remainders = parts.map((p) => (abs * BigInt(p.weight)) % weightSum);
  let left = abs - floors.reduce((s, f) => s + f, 0n);
  const order = parts
    .map((p, i) => i)
    .filter((i) => parts[i].weight > 0)
    .sort((a, b) =>
      remainders[b] > remainders[a]
        ? 1
        : remainders[b] < remainders[a]
          ? -1
          : parts[b].weight - parts[a].weight || a - b,
    );
  for (const i of order) {
    if (left === 0n) break;
    floors[i] += 1n;
    left -= 1n;
  }
  return parts.map((p, i) => ({ key: p.key, cents: Number(floors[i] * sign) }));
}

export interface ShareInput {
  id: string;
  shareBps: number;
}

export interface Recoupment {
  /** The share that is paid the recoupment */
  shareId: string;
  /** Cents still to be recouped (target minus what earlier allocations already paid) */
  remainingCents: number;
}

export interface ShareAllocation {
  shareId: string;
  cents: number;
  recoup: boolean;
}

/**
 * Allocates a positive amount over a split sheet's shares: the recoupment (if any is left) first,
 * in full up to the amount, then the rest by basis points. The parts always sum to `amountCents`.
 */
export function allocateToShares(
  amountCents: number,
  shares: readonly ShareInput[],
  recoup?: Recoupment | null,
): { parts: ShareAllocation[]; recoupedCents: number } {
  assertSharesValid(shares);
  const parts: ShareAllocation[] = [];
  let rest = amountCents;
  let recoupedCents = 0;
  if (recoup && recoup.remainingCents > 0 && amountCents > 0) {
    if (!shares.some((s) => s.id === recoup.shareId))
      throw new RangeError("the recoupment must go to one of the sheet's shares");
    recoupedCents = Math.min(amountCents, recoup.remainingCents);
    parts.push({ shareId: recoup.shareId, cents: recoupedCents, recoup: true });
    rest -= recoupedCents;
  }
  if (rest !== 0) {
    for (const a of allocateByWeight(
      rest,
      shares.map((s) => ({ key: s.id, weight: s.shareBps })),
    )) {
      if (a.cents !== 0) parts.push({ shareId: a.key, cents: a.cents, recoup: false });
    }
  }
  return { parts, recoupedCents };
}

/** Shares must be positive whole basis points that sum to exactly 10,000. */
export function assertSharesValid(shares: readonly { shareBps: number }[]): void {
  if (shares.length === 0) throw new RangeError('a split needs at least one share');
  let sum = 0;
  for (const s of shares) {
    if (!Number.isInteger(s.shareBps) || s.shareBps <= 0 || s.shareBps > FULL_SHARE_BPS)
      throw new RangeError(`share ${s.shareBps} is not between 1 and 10,000 basis points`);
    sum += s.shareBps;
  }
  if (sum !== FULL_SHARE_BPS) throw new RangeError(`shares sum to ${sum} basis points, not 10,000`);
}

/**
 * A release-level sale (an album download) spread over the release's tracks pro rata to their
 * weights (equal weights when none are given: each track one part). Sums exactly to the amount.
 */
export function spreadOverTracks(
  amountCents: number,
  trackIds: readonly string[],
  weights?: readonly number[],
): { trackId: string; cents: number }[] {
  if (trackIds.length === 0) throw new RangeError('the release has no tracks');
  return allocateByWeight(
    amountCents,
    trackIds.map((id, i) => ({ key: id, weight: weights?.[i] ?? 1 })),
  ).map((a) => ({ trackId: a.key, cents: a.cents }));
}
