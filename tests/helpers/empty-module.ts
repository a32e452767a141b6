// Stands in for 'server-only' under Jest (the real one throws outside React Server Components).
export {};
