// Renders a legal document: title, last-updated line, an in-page table of contents and numbered sections.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LegalSection } from '@/lib/platform/legal/section';

const LEGAL_LAST_UPDATED = 'November 23, 2026';

/** A stable anchor for a heading: "Cookies and browser storage" -> "cookies-and-browser-storage". */
function sectionAnchor(heading: string, index: number): string {
  const slug = heading
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || `section-${index + 1}`;
}

const EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/;

/** A list item written "Term: explanation" shows its term in bold. */
function listItem(text: string): ReactNode {
  const colon = text.indexOf(': ');
  if (colon <= 0 || colon > 60) return withEmailLinks(text);
  return (
    <>
      <Box component="strong" sx={{ fontWeight: 700 }}>
        {text.slice(0, colon)}:
      </Box>{' '}
      {withEmailLinks(text.slice(colon + 2))}
    </>
  );
}

/** Text with any email address turned into a mailto link. */
function withEmailLinks(text: string): ReactNode[] {
  return text.split(EMAIL).map((part, i) =>
    i % 2 === 1 ? (
      <Link key={i} href={`mailto:${part}`}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

export function LegalDocument({
  title,
  sections,
  lastUpdated = LEGAL_LAST_UPDATED,
}: {
  title: string;
  sections: readonly LegalSection[];
  lastUpdated?: string;
}) {
  const anchors = sections.map((s, i) => sectionAnchor(s.heading, i));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Last updated: {lastUpdated}
      </Typography>

      <Paper
        component="nav"
        variant="outlined"
        aria-labelledby="legal-contents-heading"
        sx={{ p: { xs: 2.5, sm: 3 }, my: 4 }}
      >
        <Typography id="legal-contents-heading" component="h2" variant="h6" gutterBottom>
          Contents
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, columns: { md: 2 }, columnGap: 4 }}>
          {sections.map((s, i) => (
            <Box component="li" key={anchors[i]} sx={{ py: 0.25, breakInside: 'avoid' }}>
              <Link href={`#${anchors[i]}`}>{s.heading}</Link>
            </Box>
          ))}
        </Box>
      </Paper>

      {sections.map((s, i) => (
        <Box
          key={anchors[i]}
          component="section"
          id={anchors[i]}
          aria-labelledby={`${anchors[i]}-heading`}
          sx={{ scrollMarginTop: 96, mt: i === 0 ? 0 : 5 }}
        >
          {i > 0 && <Divider sx={{ mb: 5 }} />}
          <Typography id={`${anchors[i]}-heading`} component="h2" variant="h5" gutterBottom sx={{ fontWeight: 700 }}>
            {i + 1}. {s.heading}
          </Typography>
          {s.paragraphs.map((p, j) => (
            <Typography key={j} sx={{ mb: 2, lineHeight: 1.7 }}>
              {withEmailLinks(p)}
            </Typography>
          ))}
          {s.items && s.items.length > 0 && (
            <Box component="ul" sx={{ pl: 3, mt: 0, mb: 2 }}>
              {s.items.map((item, j) => (
                <Typography key={j} component="li" sx={{ mb: 1, lineHeight: 1.7 }}>
                  {listItem(item)}
                </Typography>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Container>
  );
}
