// One section of a legal page (privacy policy, terms): what the brand's legal texts return and the page renders.
/** `items`, when present, is shown as a bulleted list after the paragraphs. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}
