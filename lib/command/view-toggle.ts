// Constants of the super admin's view toggle (docs/command.md explains the hidden brand).
import type { BrandKey } from '../platform/brands/brands';

/**
 * distro80 is a franchise label's white-label platform: its admins run their own artists, not Master
 * Music Safe's, so previewing 'MMS Artist View' there would show a product the franchise does not sell.
 */
export const VIEW_TOGGLE_HIDDEN_BRAND: BrandKey = 'distro80';

/** Local-storage key of the spec's preview artist record (§3), present only during a preview. */
export const PREVIEW_STORAGE_KEY = 'previewArtist';
