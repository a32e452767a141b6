// The offline responder: a deterministic answer composed only from what retrieval found (memories,
// code locations, live platform data), each cited as [M1], [C1], [D1]. It invents nothing and says so
// plainly when nothing relevant was found.
import { MEMORY_RELEVANCE, type MemoryHit } from './search';
import type { CodeHit } from './code-search';
import type { LiveAnswer } from './intents/types';
import type { Signal } from './signals';
import { CATEGORY_LABELS, type MemoryCategory } from './schema';

export interface Citation {
  ref: string;
  kind: 'memory' | 'code' | 'data';
  id: string;
  title: string;
  /** file:line for code, the provider key for data */
  location?: string;
}

export interface Grounding {
  question: string;
  memories: MemoryHit[];
  code: CodeHit[];
  signals: Signal[];
  /** Answers of the intent parser, read from the platform's data as the asking user */
  live: LiveAnswer[];
  /** When no intent answered: the areas the user may ask about and two example questions */
  canAnswer?: { areas: string[]; examples: string[] };
  /** The asker may run a deep scan (code tooling is for super admins) */
  canScan?: boolean;
}

export interface Answer {
  answer: string;
  citations: Citation[];
  grounded: boolean;
}

/** A memory without a text match is cited only when its title matches the words this closely (typos). */
const MIN_TYPO_SIMILARITY = 0.4;
const MAX_MEMORIES = 4;
const MAX_CODE = 4;

export function usableMemories(hits: MemoryHit[]): MemoryHit[] {
  return hits.filter(isRelevant).slice(0, MAX_MEMORIES);
}

/** Cited only above the relevance threshold (search.ts), or as a typo of its title. */
export function isRelevant(m: MemoryHit): boolean {
  return m.relevance >= MEMORY_RELEVANCE || m.similarity >= MIN_TYPO_SIMILARITY;
}

export function composeOfflineAnswer(g: Grounding): Answer {
  const memories = usableMemories(g.memories);
  const code = g.code.slice(0, MAX_CODE);
  const citations: Citation[] = [];
  const lines: string[] = [];

  if (g.live.length > 0) {
    g.live.forEach((a, i) => {
      const ref = `D${i + 1}`;
      citations.push({ ref, kind: 'data', id: a.intent, title: a.link?.label ?? a.intent, location: a.link?.href });
      lines.push(`${a.text}${a.link ? ` See ${a.link.label}: ${a.link.href}` : ''} [${ref}]`);
    });
  }
  const help = g.canAnswer
    ? ` I can answer questions about ${g.canAnswer.areas.join(', ')}; for example "${g.canAnswer.examples[0]}" or "${g.canAnswer.examples[1]}".`
    : '';
  if (memories.length === 0 && code.length === 0 && g.signals.length === 0 && g.live.length === 0) {
    return {
      answer:
        `I don't know anything relevant to "${g.question.trim()}" yet: no memory, indexed code or platform data matches it, so I can't answer it (no data).${help} ` +
        `Teach me in the Teach tab${g.canScan === false ? '.' : ', or run a Deep Scan so I can search the code.'}`,
      citations: [],
      grounded: false,
    };
  }
  // No intent understood the question: say so first, rather than lead with a loosely related memory or figure.
  if (g.live.length === 0 && g.signals.length === 0 && help)
    lines.push(`I can't answer that from the platform's data.${help}`);

  if (memories.length > 0) {
    if (lines.length) lines.push('');
    lines.push('From what I was taught:');
    memories.forEach((m, i) => {
      const ref = `M${i + 1}`;
      citations.push({ ref, kind: 'memory', id: m.id, title: m.title });
      const label = CATEGORY_LABELS[m.category as MemoryCategory] ?? m.category;
      lines.push(`• [${ref}] ${m.title}: ${m.content.trim()} (${label}, importance ${m.importance}/10)`);
    });
  }
  if (code.length > 0) {
    if (lines.length) lines.push('');
    lines.push('Where it is in the code:');
    code.forEach((c, i) => {
      const ref = `C${i + 1}`;
      const location = `${c.path}:${c.line}`;
      citations.push({ ref, kind: 'code', id: c.id, title: c.kind === 'file' ? c.path : c.name, location });
      const what = c.kind === 'file' ? `file ${c.path}` : `${c.name} in ${location}`;
      lines.push(`• [${ref}] ${what}${c.snippet ? `: ${c.snippet}` : ''}`);
    });
  }
  if (g.signals.length > 0) {
    if (lines.length) lines.push('');
    lines.push('Live platform data:');
    g.signals.forEach((s, i) => {
      const ref = `D${g.live.length + i + 1}`;
      citations.push({ ref, kind: 'data', id: s.key, title: s.title, location: s.key });
      lines.push(`• [${ref}] ${s.title}: ${s.summary}`);
    });
  }
  if (memories.length === 0 && g.live.length === 0) {
    lines.push('', 'No memory matches this question; teach me one if the answer above is incomplete.');
  }
  lines.push(
    '',
    `Sources: ${citations.map((c) => `[${c.ref}] ${c.kind === 'code' || c.location?.startsWith('/') ? c.location : c.title}`).join('; ')}`,
  );
  return { answer: lines.join('\n'), citations, grounded: true };
}

/** The context block the LLM receives: the same sources, numbered the same way. */
export function groundingPrompt(g: Grounding): { system: string; context: string; citations: Citation[] } {
  const offline = composeOfflineAnswer(g);
  const system =
    "You are Project Intelligence, the assistant of a music distribution platform's admins. Answer only from the " +
    "sources given and the tools; cite sources as [M1], [C1], [D1]. For any figure or list about the platform's " +
    'data (earnings, releases, reviews, deliveries, statements, payouts, students, tickets) call a tool and ' +
    'repeat its figures exactly; never state a figure no tool or source gave. If neither answers, say that you do not know.';
  return {
    system,
    context: offline.grounded ? offline.answer : 'No sources matched this question.',
    citations: offline.citations,
  };
}
