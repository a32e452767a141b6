'use client';
// An assistant answer with its page references as links: "See Golden Hour (project page): /project/abc"
// becomes a link labelled "Golden Hour (project page)", and any other bare path (/admin-submissions) a link
// showing the path, so an admin never copies a raw /project/<id> into the address bar.
import Link from 'next/link';
import MuiLink from '@mui/material/Link';
import type { ReactNode } from 'react';

const REF = /See ([^:\n[\]]{1,120}): (\/[A-Za-z0-9][\w\-/?=&%.+]*)|(?<=^|[\s(])(\/[a-z][\w\-/?=&%.+]*[\w/])/g;

export function LinkedText({ text }: { text: string }) {
  const out: ReactNode[] = [];
  let at = 0;
  for (const m of text.matchAll(REF)) {
    const i = m.index ?? 0;
    if (i > at) out.push(text.slice(at, i));
    const href = m[2] ?? m[3];
    const label = m[1] ?? m[3];
    out.push(
      <span key={i}>
        {m[1] ? 'See ' : ''}
        <MuiLink component={Link} href={href}>
          {label}
        </MuiLink>
      </span>,
    );
    at = i + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return <>{out}</>;
}
