'use client';
// MUI components rendered as Next links. Server components cannot pass `Link` (a function) to MUI's
// client components, so they use these instead.
import Link from 'next/link';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';

export function LinkButton(props: ButtonProps & { href: string }) {
  return <Button component={Link} {...props} />;
}

export function LinkTypography(props: TypographyProps & { href: string }) {
  return <Typography component={Link} {...props} />;
}

export function TextLink(props: MuiLinkProps & { href: string }) {
  return <MuiLink component={Link} {...props} />;
}
