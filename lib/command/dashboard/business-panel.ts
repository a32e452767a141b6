// The browser flag of the artist dashboard's business panel (spec §2.9: open by itself on the first visit
// only): a cookie, so the page knows on the server whether to render the panel open.
export const BUSINESS_PANEL_SEEN_COOKIE = 'businessPanelSeen';
