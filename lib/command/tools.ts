// The command center's tool registry: the categories and their tools (tool-catalog.ts), and what each viewer can
// open. Whether a tool is a link is decided at render time from the pages that exist (built-routes.ts).
import { CATEGORIES, type Category, type Tool } from './tool-catalog';

export { CATEGORIES };

/** How a tool shows for this viewer: opens, planned (no page yet), or built for super admins only. */
type ToolStatus = 'open' | 'planned' | 'super-admins';

export interface ToolState extends Tool {
  built: boolean;
  status: ToolStatus;
}

export interface CategoryState extends Omit<Category, 'tools'> {
  tools: ToolState[];
  /** Tools that open for this viewer, the count shown on the card */
  available: number;
  /** Tools without a page yet */
  planned: number;
  /** Tools built but only for super admins (shown to other admins as such) */
  restricted: number;
}

/**
 * Each tool's state for a viewer from the set of page paths that exist. The card's counts add up to the tools its
 * dialog lists: available + planned + restricted.
 */
export function withAvailability(routes: ReadonlySet<string>, viewer: { superAdmin: boolean }): CategoryState[] {
  return CATEGORIES.map((c) => {
    const tools = c.tools.map((tool): ToolState => {
      const built = routes.has(tool.href);
      const status: ToolStatus = !built
        ? 'planned'
        : tool.action === 'super-settings' && !viewer.superAdmin
          ? 'super-admins'
          : 'open';
      return { ...tool, built, status };
    });
    const count = (s: ToolStatus) => tools.filter((x) => x.status === s).length;
    return { ...c, tools, available: count('open'), planned: count('planned'), restricted: count('super-admins') };
  });
}
