// The back button's static markup (spec §2.10): an outlined small button-link with an arrow, sticky below
// the header. No hooks: the landings' layout renders it on the server, the artist area's island in the browser.
import btn from '@/components/ui/static-button.module.css';
import css from './landing-header.module.css';

export function BackLink({ href, label, className }: { href: string; label: string; className?: string }) {
  return (
    <a href={href} className={`${btn.button} ${btn.outlined} ${btn.small} ${css.back} ${className ?? ''}`}>
      <svg className={css.backIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z" />
      </svg>
      {label}
    </a>
  );
}
