// The memory-count badge's text (99+ above 99), in a module of its own so the static command center's island
// names it without loading the request helpers (and TanStack Query) that ./brain-client.ts imports.
export const badgeCount = (n: number | undefined) => (n === undefined ? undefined : n > 99 ? '99+' : String(n));
