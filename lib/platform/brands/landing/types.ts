// The shape of a landing page's content; each brand file fills it in.
export interface LandingContent {
  eyebrow: string;
  headline: string;
  intro: string;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
  highlights: { value: string; label: string }[];
  featuresTitle: string;
  features: { title: string; body: string }[];
  stepsTitle: string;
  steps: { title: string; body: string }[];
  closing: { title: string; body: string; cta: { label: string; href: string } };
}
