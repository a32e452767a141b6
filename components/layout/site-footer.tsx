// The footer of spec §2.10 and §9: legal links, social links, Follow Us, affiliate banner, contact,
// support emails, phone numbers and business hours. Static markup with a CSS module (no MUI components):
// it is on every public page and the landings, where hydrating it cost the phone's main thread.
import { BUSINESS_HOURS, type Brand } from '@/lib/platform/brands/brands';
import { brandPalette } from '@/lib/platform/brands/palette';
import { SocialIcon, type SocialNetwork } from './social-icons';
import css from './site-footer.module.css';
import btn from '@/components/ui/static-button.module.css';

const SOCIALS: { network: SocialNetwork; label: string }[] = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'linkedin', label: 'LinkedIn' },
  { network: 'twitter', label: 'Twitter' },
  { network: 'youtube', label: 'YouTube' },
  { network: 'tumblr', label: 'Tumblr' },
];

export function SiteFooter({ brand }: { brand: Brand }) {
  // The theme's secondary button: the accent colour with the text colour the theme picks for contrast.
  const secondary = brandPalette(brand.key).secondary;
  const colours = {
    '--footer-bg': brand.themeColor,
    '--btn-bg': secondary.main,
    '--btn-fg': secondary.contrastText,
  } as React.CSSProperties;
  return (
    <footer className={css.footer} style={colours}>
      <div className={css.container}>
        <aside className={css.affiliate} aria-label="Affiliate program">
          <div>
            <p className={css.h6}>Affiliate Program</p>
            <p className={css.p}>Earn a commission on the services ordered by the artists you refer.</p>
          </div>
          <a href="/affiliate-program" className={`${btn.button} ${btn.contained}`}>
            Become an affiliate
          </a>
        </aside>
        <div className={css.columns}>
          <div className={css.wide}>
            <p className={css.logo}>{brand.logoText}</p>
            <p className={css.footerText}>{brand.footerText}</p>
            <h2 className={css.follow}>Follow Us</h2>
            <div className={css.socials}>
              {SOCIALS.map((s) => (
                <a
                  key={s.network}
                  className={css.social}
                  href={brand.social[s.network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                >
                  <SocialIcon network={s.network} className={css.icon} />
                </a>
              ))}
            </div>
          </div>
          <div>
            <h2 className={css.heading}>Contact</h2>
            <p className={css.p}>{brand.address}</p>
            {brand.phones.map((p) => (
              <p key={p} className={css.p}>
                <a className={css.phone} href={`tel:${p.replace(/[^+\d]/g, '')}`}>
                  {p}
                </a>
              </p>
            ))}
          </div>
          <div>
            <h2 className={css.heading}>Contact Emails</h2>
            {[
              ['Help', brand.emails.help],
              ['Report abuse', brand.emails.abuse],
              ['Member support', brand.emails.members],
            ].map(([label, email]) => (
              <p key={email} className={css.p}>
                {label}:{' '}
                <a className={css.link} href={`mailto:${email}`}>
                  {email}
                </a>
              </p>
            ))}
          </div>
          <div className={css.wide}>
            <h2 className={css.heading}>Business Hours</h2>
            <table className={css.hours} aria-label="Business hours">
              <tbody>
                {BUSINESS_HOURS.map((row) => (
                  <tr key={row.days}>
                    <td>{row.days}</td>
                    <td>{row.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <div className={css.bottom}>
          <p className={css.p}>
            © {new Date().getFullYear()} {brand.name}. All rights reserved.
          </p>
          <nav className={css.legal} aria-label="Legal">
            <a href="/legal/privacy-policy" className={css.link}>
              Privacy Policy
            </a>
            <a href="/legal/terms-of-service" className={css.link}>
              Terms of Service
            </a>
          </nav>
        </div>
      </div>
    </footer>
  );
}
